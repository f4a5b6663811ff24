import { takeAddressToken } from '@showfloor/core';
import type { AppServices } from '../../shell/index.js';
import type { AccountSession } from './account-session.js';

/** The parts of the browser's address the start needs (the real ones by default). */
export interface AddressBar {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/**
 * Runs once when the app starts, before the first screen: takes a token arriving in the address
 * (spec core §7): it leaves the address bar at once, so that the router never sees it and no
 * bookmark or shared link keeps it, then becomes the session once the back office answers `me.htm`
 * with its profile.
 */
export function startAccountSession(
  services: AppServices,
  address: AddressBar = { location: window.location, history: window.history },
): void {
  void adoptAddressToken(services.account, address);
}

/** Takes the address's token, if any, out of the address bar and into the session. */
export function adoptAddressToken(
  session: Pick<AccountSession, 'adoptToken'>,
  address: AddressBar,
): Promise<void> {
  const found = takeAddressToken(address.location.search);
  if (!found) return Promise.resolve();
  const { pathname, hash } = address.location;
  address.history.replaceState(address.history.state, '', `${pathname}${found.search}${hash}`);
  return session.adoptToken(found.token);
}
