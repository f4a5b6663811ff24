import type { KeyValueStore } from '../../platform/storage/index.js';
import type { LeadDevice } from './lead-capture-controller.js';

/** localStorage key of the random device id; the licence and checkpoint calls send it as mobileId. */
export const DEVICE_ID_KEY = 'deviceId';

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
  store: KeyValueStore,
  randomId: () => string = () => crypto.randomUUID(),
): LeadDevice {
  let mobileId = store.get(DEVICE_ID_KEY);
  if (!mobileId) {
    mobileId = randomId();
    store.set(DEVICE_ID_KEY, mobileId);
  }
  const navigatorLike = globalThis.navigator as { userAgentData?: UserAgentDataSubset } | undefined;
  return { mobileId, deviceName: deviceName(navigatorLike) };
}
