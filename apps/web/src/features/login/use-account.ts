import { useSyncExternalStore } from 'react';
import { useApp } from '../../shell/app-context.js';
import type { AppServices } from '../../shell/index.js';
import { AccountSession, type SessionSnapshot } from './account-session.js';
import { runSessionSetups } from './session-setup.js';

const sessions = new WeakMap<AppServices, AccountSession>();

/**
 * The session of these app services, created on first use: the accounts feature owns it, so the
 * shared services need no field for it.
 */
export function accountSessionOf(services: AppServices): AccountSession {
  let session = sessions.get(services);
  if (!session) {
    const created = new AccountSession({
      store: services.store,
      api: services.api,
      now: Date.now,
      notify: (message, level) => services.notifications.add({ message, level }),
      autologinDelay: () => services.config.getSnapshot()?.autologinDelay,
    });
    sessions.set(services, created);
    services.config.subscribe(() => created.configChanged());
    runSessionSetups(created, services);
    session = created;
  }
  return session;
}

export function useAccountSession(): AccountSession {
  return accountSessionOf(useApp().services);
}

/** The session's state, re-rendering on login, logout and profile changes. */
export function useSessionSnapshot(): SessionSnapshot {
  const session = useAccountSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
