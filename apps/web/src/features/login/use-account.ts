import { useSyncExternalStore } from 'react';
import type { Clock } from '../../platform/clock/index.js';
import type { ApiClient } from '../../platform/network/index.js';
import type { VersionedStorage } from '../../platform/storage/index.js';
import { useApp } from '../../shell/app-context.js';
import type { NotificationStore, ShowConfigStore } from '../../shell/index.js';
import { AccountSession, type SessionSnapshot } from './account-session.js';

/** What the session is built from: the platform's pieces and the shell's stores. */
export interface AccountSessionDeps {
  storage: VersionedStorage;
  clock: Clock;
  api: ApiClient;
  config: ShowConfigStore;
  notifications: NotificationStore;
}

/** The app's one session, built by the composition root. */
export function createAccountSession(services: AccountSessionDeps): AccountSession {
  const session = new AccountSession({
    storage: services.storage,
    api: services.api,
    now: services.clock.now,
    notify: (message, level) => services.notifications.add({ message, level }),
    autologinDelay: () => services.config.getSnapshot()?.autologinDelay,
  });
  services.config.subscribe(() => session.configChanged());
  return session;
}

export function useAccountSession(): AccountSession {
  return useApp().services.account;
}

/** The session's state, re-rendering on login, logout and profile changes. */
export function useSessionSnapshot(): SessionSnapshot {
  const session = useAccountSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

/**
 * Whether a session is held, re-rendering on login and logout: what the toolbar, the menu and the
 * gated screens need. The session reads the stored token, so an expired or damaged one is logged out.
 */
export function useIsLoggedIn(): boolean {
  const session = useAccountSession();
  return useSyncExternalStore(session.subscribe, () => session.isLoggedIn());
}
