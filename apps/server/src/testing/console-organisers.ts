import { type ConsoleSession, ORGANISER_ROLES, type OrganiserRole } from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { ConsoleAuthService, OrganiserRepository } from '../modules/console/index.js';

/** The password every organiser of the tests sets through their link. */
export const CONSOLE_TEST_PASSWORD = 'a long console password';

/** A logged-in organiser: the session cookie to send, and the session (its CSRF token). */
export interface ConsoleLogin {
  cookie: string;
  session: ConsoleSession;
}

/**
 * An organiser added as `showfloor organiser add` adds one, their password set through the one-time
 * link, then logged in to the console.
 */
export async function logInOrganiser(
  app: FastifyInstance,
  db: Database,
  email: string,
  role: OrganiserRole,
): Promise<ConsoleLogin> {
  const token = await new ConsoleAuthService(new OrganiserRepository(db)).addOrganiser(
    email,
    role,
    'command line',
  );
  const set = await app.inject({
    method: 'POST',
    url: '/console/api/set-password',
    payload: { token, password: CONSOLE_TEST_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`set-password answered ${set.statusCode}`);
  const login = await app.inject({
    method: 'POST',
    url: '/console/api/login',
    payload: { email, password: CONSOLE_TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}`);
  return { cookie: String(login.headers['set-cookie']).split(';')[0] ?? '', session: login.json() };
}

/** One logged-in organiser of each role, `<role>@<domain>`. */
export async function logInEveryRole(
  app: FastifyInstance,
  db: Database,
  domain = 'show.test',
): Promise<Record<OrganiserRole, ConsoleLogin>> {
  const logins: Partial<Record<OrganiserRole, ConsoleLogin>> = {};
  for (const role of ORGANISER_ROLES) logins[role] = await logInOrganiser(app, db, `${role}@${domain}`, role);
  return logins as Record<OrganiserRole, ConsoleLogin>;
}
