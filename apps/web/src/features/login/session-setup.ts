import type { AppServices } from '../../shell/index.js';
import type { AccountSession } from './account-session.js';

/**
 * What other features attach to a session when it is created (the participants feature fetches the
 * codifications and, in ALL mode, the directory on each login). Registered when their module loads,
 * like login actions, so the login feature depends on none of them.
 */
export type SessionSetup = (session: AccountSession, services: AppServices) => void;

const setups = new Set<SessionSetup>();

export function registerSessionSetup(setup: SessionSetup): void {
  setups.add(setup);
}

export function runSessionSetups(session: AccountSession, services: AppServices): void {
  for (const setup of setups) setup(session, services);
}
