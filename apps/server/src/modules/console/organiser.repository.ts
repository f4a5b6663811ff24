import { type AuditEntry, ORGANISER_ROLES, type OrganiserRole } from '@showfloor/core';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auditLog, organiserPasswordLinks, organiserSessions, organisers } from '../../db/schema.js';

export interface OrganiserRow {
  id: number;
  email: string;
  role: OrganiserRole;
  passwordHash: string | null;
}

export interface OrganiserSessionRow {
  organiser: OrganiserRow;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Who made a change: an organiser of the console, or the server's own command line. */
export type AuditActor = { id: number; email: string } | 'command line';

/** The only code that reads or writes the organisers, their sessions, links and the audit log. */
export class OrganiserRepository {
  constructor(private readonly db: Database) {}

  /** Adds an organiser, or changes the role of the one with this address. */
  async upsert(email: string, role: OrganiserRole): Promise<OrganiserRow> {
    const [row] = await this.db
      .insert(organisers)
      .values({ email, role })
      .onConflictDoUpdate({ target: organisers.email, set: { role } })
      .returning();
    if (!row) throw new Error(`organiser ${email} was not written`);
    return toOrganiser(row);
  }

  async byEmail(email: string): Promise<OrganiserRow | undefined> {
    const [row] = await this.db.select().from(organisers).where(eq(organisers.email, email));
    return row === undefined ? undefined : toOrganiser(row);
  }

  async setPassword(organiserId: number, passwordHash: string): Promise<void> {
    await this.db.update(organisers).set({ passwordHash }).where(eq(organisers.id, organiserId));
  }

  async deleteByEmail(email: string): Promise<void> {
    await this.db.delete(organisers).where(eq(organisers.email, email));
  }

  async addLink(tokenHash: string, organiserId: number, expiresAt: Date): Promise<void> {
    await this.db.insert(organiserPasswordLinks).values({ tokenHash, organiserId, expiresAt });
  }

  /** The organiser a link is for, the link being spent whether or not it is still valid. */
  async spendLink(tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .delete(organiserPasswordLinks)
      .where(eq(organiserPasswordLinks.tokenHash, tokenHash))
      .returning();
    return row !== undefined && row.expiresAt > now ? row.organiserId : undefined;
  }

  async openSession(tokenHash: string, organiserId: number, csrfToken: string, at: Date): Promise<void> {
    await this.db
      .insert(organiserSessions)
      .values({ tokenHash, organiserId, csrfToken, createdAt: at, lastSeenAt: at });
  }

  /** The session of a token, if it was seen since `idleSince` and opened since `openedSince`. */
  async liveSession(
    tokenHash: string,
    idleSince: Date,
    openedSince: Date,
  ): Promise<OrganiserSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(organiserSessions)
      .innerJoin(organisers, eq(organisers.id, organiserSessions.organiserId))
      .where(
        and(
          eq(organiserSessions.tokenHash, tokenHash),
          gt(organiserSessions.lastSeenAt, idleSince),
          gt(organiserSessions.createdAt, openedSince),
        ),
      );
    if (row === undefined) return undefined;
    const session = row.organiser_sessions;
    return {
      organiser: toOrganiser(row.organisers),
      csrfToken: session.csrfToken,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
    };
  }

  async touchSession(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .update(organiserSessions)
      .set({ lastSeenAt: at })
      .where(eq(organiserSessions.tokenHash, tokenHash));
  }

  async closeSession(tokenHash: string): Promise<void> {
    await this.db.delete(organiserSessions).where(eq(organiserSessions.tokenHash, tokenHash));
  }

  /** Closes the organiser's sessions: a new password ends them all. */
  async closeSessionsOf(organiserId: number): Promise<void> {
    await this.db.delete(organiserSessions).where(eq(organiserSessions.organiserId, organiserId));
  }

  async closeIdleSessions(idleSince: Date): Promise<void> {
    await this.db.delete(organiserSessions).where(lt(organiserSessions.lastSeenAt, idleSince));
  }

  async audit(actor: AuditActor, action: string, detail: Record<string, unknown>): Promise<void> {
    await this.db.insert(auditLog).values({
      organiserId: actor === 'command line' ? null : actor.id,
      actor: actor === 'command line' ? actor : actor.email,
      action,
      detail,
    });
  }

  /** The latest entries of the audit log, newest first. */
  async auditEntries(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    return rows.map((row) => ({
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action,
      detail: row.detail,
    }));
  }
}

function toOrganiser(row: typeof organisers.$inferSelect): OrganiserRow {
  const role = ORGANISER_ROLES.find((known) => known === row.role);
  if (role === undefined) throw new Error(`organiser ${row.email} has an unknown role ${row.role}`);
  return { id: row.id, email: row.email, role, passwordHash: row.passwordHash };
}
