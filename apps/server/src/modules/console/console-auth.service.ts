import { randomBytes } from 'node:crypto';
import {
  CONSOLE_SESSION_IDLE_MINUTES,
  CONSOLE_SESSION_MAX_HOURS,
  type ConsoleSession,
  ORGANISER_LINK_HOURS,
  type OrganiserRole,
} from '@showfloor/core';
import {
  hashPassword,
  hashSessionToken,
  newSessionToken,
  verifyAgainstDummy,
  verifyPassword,
} from '../accounts/index.js';
import type { AuditActor, OrganiserRepository, OrganiserRow } from './organiser.repository.js';

/** A console session found from its cookie: who, and the token their changes must carry. */
export interface ConsoleIdentity {
  organiser: OrganiserRow;
  csrfToken: string;
}

export interface ConsoleLogin {
  /** The cookie's value. */
  token: string;
  session: ConsoleSession;
}

/**
 * The console's accounts: organisers added on the command line set their password through a
 * one-time link, then log in to sessions that end when idle or old (docs/console.md).
 */
export class ConsoleAuthService {
  constructor(
    private readonly organisers: OrganiserRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Adds (or re-roles) an organiser and answers the token of their one-time set-password link. */
  async addOrganiser(email: string, role: OrganiserRole, actor: AuditActor): Promise<string> {
    const organiser = await this.organisers.upsert(email, role);
    const token = newSessionToken();
    const expiresAt = new Date(this.now().getTime() + ORGANISER_LINK_HOURS * 3_600_000);
    await this.organisers.addLink(hashSessionToken(token), organiser.id, expiresAt);
    await this.organisers.audit(actor, 'organiser.add', { email, role });
    return token;
  }

  /** An organiser with a known password (the demo show's). */
  async addOrganiserWithPassword(email: string, role: OrganiserRole, password: string): Promise<void> {
    const organiser = await this.organisers.upsert(email, role);
    await this.organisers.setPassword(organiser.id, await hashPassword(password));
  }

  /** Sets the password of a link's organiser; the link works once, and other sessions end. */
  async setPassword(token: string, password: string): Promise<'set' | 'invalid link'> {
    const organiserId = await this.organisers.spendLink(hashSessionToken(token), this.now());
    if (organiserId === undefined) return 'invalid link';
    await this.organisers.setPassword(organiserId, await hashPassword(password));
    await this.organisers.closeSessionsOf(organiserId);
    return 'set';
  }

  async logIn(email: string, password: string): Promise<ConsoleLogin | undefined> {
    const organiser = await this.organisers.byEmail(email);
    if (organiser?.passwordHash == null) {
      await verifyAgainstDummy(password);
      return undefined;
    }
    if (!(await verifyPassword(password, organiser.passwordHash))) return undefined;
    const token = newSessionToken();
    const csrfToken = randomBytes(24).toString('base64url');
    await this.organisers.closeIdleSessions(this.idleSince());
    await this.organisers.openSession(hashSessionToken(token), organiser.id, csrfToken, this.now());
    await this.organisers.audit(organiser, 'console.login', {});
    return { token, session: { email: organiser.email, role: organiser.role, csrfToken } };
  }

  /** The live session of a cookie's token, kept alive by this call. */
  async identify(token: string): Promise<ConsoleIdentity | undefined> {
    const tokenHash = hashSessionToken(token);
    const openedSince = new Date(this.now().getTime() - CONSOLE_SESSION_MAX_HOURS * 3_600_000);
    const session = await this.organisers.liveSession(tokenHash, this.idleSince(), openedSince);
    if (session === undefined) return undefined;
    await this.organisers.touchSession(tokenHash, this.now());
    return { organiser: session.organiser, csrfToken: session.csrfToken };
  }

  async logOut(token: string): Promise<void> {
    await this.organisers.closeSession(hashSessionToken(token));
  }

  private idleSince(): Date {
    return new Date(this.now().getTime() - CONSOLE_SESSION_IDLE_MINUTES * 60_000);
  }
}
