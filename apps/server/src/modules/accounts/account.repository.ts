import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions, userPasswordLinks, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/**
 * The password of an account invited from the console until its link is used: not a hash, so no
 * password ever matches it (verifyPassword refuses an unreadable value).
 */
export const NO_PASSWORD_YET = 'invited';

export interface SessionUser {
  userId: number;
  login: string;
  expiresAt: Date;
}

/** Whether a write failed on a unique index (PostgreSQL's 23505), as reported directly or wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth++) {
    if ('code' in cause && cause.code === '23505') return true;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return false;
}

/** The only code that reads and writes accounts and sessions. */
export class AccountRepository {
  constructor(private readonly db: Database) {}

  async insertUser(login: string, passwordHash: string): Promise<UserRow> {
    const [row] = await this.db.insert(users).values({ login, passwordHash }).returning();
    if (!row) throw new Error('user insert returned no row');
    return row;
  }

  async findByLogin(login: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.login, login));
    return row;
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async setLogin(id: number, login: string): Promise<void> {
    await this.db.update(users).set({ login }).where(eq(users.id, id));
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  /** Deletes the account; sessions, its directory entry and its contact requests go with it (cascade). */
  async deleteUser(id: number): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }

  async addPasswordLink(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.insert(userPasswordLinks).values({ tokenHash, userId, expiresAt });
  }

  /** The user a link is for, the link being spent whether or not it is still valid. */
  async spendPasswordLink(tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .delete(userPasswordLinks)
      .where(eq(userPasswordLinks.tokenHash, tokenHash))
      .returning();
    return row !== undefined && row.expiresAt > now ? row.userId : undefined;
  }

  /** Ends every session of a user: a password set through a link closes the old ones. */
  async deleteSessionsOf(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async insertSession(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.insert(sessions).values({ tokenHash, userId, expiresAt });
  }

  /** The user of an unexpired session. */
  async findSession(tokenHash: string, now: Date): Promise<SessionUser | undefined> {
    const [row] = await this.db
      .select({ userId: sessions.userId, login: users.login, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
    return row;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Expired sessions of a user are removed when the user logs in again: the table does not grow. */
  async deleteExpiredSessions(userId: number, now: Date): Promise<void> {
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  }

  async sessionsOf(userId: number): Promise<{ createdAt: Date; expiresAt: Date }[]> {
    return this.db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt));
  }
}
