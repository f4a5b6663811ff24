import { deviceIdShape, type VersionedStorage } from '../../platform/storage/index.js';
import type { LeadDevice } from './lead-capture-controller.js';

interface UserAgentDataSubset {
  platform?: string;
}

/** The device name of the checkpoint user name: the browser's platform ('Android', 'Windows'…), else 'web'. */
export function deviceName(navigatorLike: { userAgentData?: UserAgentDataSubset } | undefined): string {
  const platform = navigatorLike?.userAgentData?.platform?.trim();
  return platform ? platform : 'web';
}

/** The device id, generated once and kept: a new id would count as a new user against the licence quota. */
export function leadDevice(
  storage: VersionedStorage,
  randomId: () => string = () => crypto.randomUUID(),
): LeadDevice {
  // The licence and checkpoint calls send it as mobileId.
  let mobileId = storage.read(deviceIdShape);
  if (!mobileId) {
    mobileId = randomId();
    storage.write(deviceIdShape, mobileId);
  }
  const navigatorLike = globalThis.navigator as { userAgentData?: UserAgentDataSubset } | undefined;
  return { mobileId, deviceName: deviceName(navigatorLike) };
}
