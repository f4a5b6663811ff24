import { type JsonValue, localize } from '@showfloor/core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  catalogItems,
  leadCheckpointDevices,
  leadCheckpoints,
  leadExhibitors,
  leadLicenceDevices,
  leadLicences,
  leads,
} from '../../db/schema.js';

export interface LicenceWithExhibitor {
  code: string;
  userQuota: number;
  isDemo: boolean;
  exhibitorId: number;
  exhibitorOriginalId: string;
  exhibitorName: string;
}

export type CheckpointRegistration =
  | { status: 'registered'; checkpointId: number }
  | { status: 'quotaReached' }
  | { status: 'notAuthorised' };

const licenceColumns = {
  code: leadLicences.code,
  userQuota: leadLicences.userQuota,
  isDemo: leadLicences.isDemo,
  exhibitorId: leadExhibitors.id,
  exhibitorOriginalId: leadExhibitors.originalId,
  exhibitorName: leadExhibitors.name,
};

/** A licence as the organiser manages it: its users, the devices that hold it, its exhibitor's leads. */
export interface LicenceOverview extends LicenceWithExhibitor {
  users: string[];
  devices: Array<{ mobileId: string; checkedAt: Date }>;
  exhibitorLeads: number;
}

/** The only code that reads and writes lead exhibitors, licences, checkpoints and their devices. */
export class LicenceRepository {
  constructor(private readonly db: Database) {}

  /** The exhibitor's lead id, created on its first licence; the name follows the catalog. */
  async upsertExhibitor(originalId: string, name: string): Promise<number> {
    const [row] = await this.db
      .insert(leadExhibitors)
      .values({ originalId, name })
      .onConflictDoUpdate({ target: leadExhibitors.originalId, set: { name } })
      .returning({ id: leadExhibitors.id });
    if (!row) throw new Error(`exhibitor ${originalId} was not stored`);
    return row.id;
  }

  /** The first catalog exhibitors by original_id, with their French title: who gets demo licences. */
  async listCatalogExhibitors(limit: number): Promise<{ originalId: string; name: string }[]> {
    const rows = await this.db
      .select({ originalId: catalogItems.originalId, fields: catalogItems.fields })
      .from(catalogItems)
      .where(eq(catalogItems.type, 'exhibitors'))
      .orderBy(asc(catalogItems.originalId))
      .limit(limit);
    return rows.map((row) => {
      const title: JsonValue = localize(row.fields.title ?? null, 'fr', 'en');
      return { originalId: row.originalId, name: typeof title === 'string' ? title : row.originalId };
    });
  }

  async insertLicence(licence: { code: string; exhibitorId: number; userQuota: number; isDemo: boolean }) {
    await this.db.insert(leadLicences).values(licence);
  }

  async findLicence(code: string): Promise<LicenceWithExhibitor | undefined> {
    const [row] = await this.db
      .select(licenceColumns)
      .from(leadLicences)
      .innerJoin(leadExhibitors, eq(leadExhibitors.id, leadLicences.exhibitorId))
      .where(eq(leadLicences.code, code))
      .limit(1);
    return row;
  }

  async listLicences(
    filter: { isDemo?: boolean; exhibitorId?: number } = {},
  ): Promise<LicenceWithExhibitor[]> {
    const conditions = [
      filter.isDemo === undefined ? undefined : eq(leadLicences.isDemo, filter.isDemo),
      filter.exhibitorId === undefined ? undefined : eq(leadLicences.exhibitorId, filter.exhibitorId),
    ];
    return this.db
      .select(licenceColumns)
      .from(leadLicences)
      .innerJoin(leadExhibitors, eq(leadExhibitors.id, leadLicences.exhibitorId))
      .where(and(...conditions))
      .orderBy(asc(leadExhibitors.originalId), asc(leadLicences.code));
  }

  /** Records that a device proved it holds the licence (the check-licence call). */
  async recordLicenceCheck(licence: string, mobileId: string): Promise<void> {
    await this.db
      .insert(leadLicenceDevices)
      .values({ licence, mobileId })
      .onConflictDoUpdate({
        target: [leadLicenceDevices.licence, leadLicenceDevices.mobileId],
        set: { checkedAt: sql`now()` },
      });
  }

  /**
   * Registers a checkpoint user on the licence this device last checked for the exhibitor. The
   * licence row is locked so that two devices registering at once never both take the last seat.
   */
  async registerCheckpoint(input: {
    exhibitorId: number;
    userName: string;
    mobileId: string;
  }): Promise<CheckpointRegistration> {
    return this.db.transaction(async (tx) => {
      const [checked] = await tx
        .select({ licence: leadLicences.code, userQuota: leadLicences.userQuota })
        .from(leadLicenceDevices)
        .innerJoin(leadLicences, eq(leadLicences.code, leadLicenceDevices.licence))
        .where(
          and(
            eq(leadLicenceDevices.mobileId, input.mobileId),
            eq(leadLicences.exhibitorId, input.exhibitorId),
          ),
        )
        .orderBy(desc(leadLicenceDevices.checkedAt))
        .limit(1);
      if (!checked) return { status: 'notAuthorised' };
      await tx
        .select({ code: leadLicences.code })
        .from(leadLicences)
        .where(eq(leadLicences.code, checked.licence))
        .for('update');
      // One seat per device: a device that holds a checkpoint on this licence gets it back, whatever
      // name it sends now, so one device cannot take every seat by registering under new names.
      const [own] = await tx
        .select({ id: leadCheckpoints.id })
        .from(leadCheckpointDevices)
        .innerJoin(leadCheckpoints, eq(leadCheckpoints.id, leadCheckpointDevices.checkpointId))
        .where(
          and(
            eq(leadCheckpointDevices.mobileId, input.mobileId),
            eq(leadCheckpoints.licence, checked.licence),
          ),
        )
        .orderBy(asc(leadCheckpoints.id))
        .limit(1);
      if (own) return { status: 'registered', checkpointId: own.id };
      const [existing] = await tx
        .select({ id: leadCheckpoints.id })
        .from(leadCheckpoints)
        .where(
          and(eq(leadCheckpoints.licence, checked.licence), eq(leadCheckpoints.userName, input.userName)),
        )
        .limit(1);
      let checkpointId = existing?.id;
      if (checkpointId === undefined) {
        const [used] = await tx
          .select({ users: count() })
          .from(leadCheckpoints)
          .where(eq(leadCheckpoints.licence, checked.licence));
        if ((used?.users ?? 0) >= checked.userQuota) return { status: 'quotaReached' };
        const [created] = await tx
          .insert(leadCheckpoints)
          .values({ licence: checked.licence, userName: input.userName })
          .returning({ id: leadCheckpoints.id });
        if (!created) throw new Error('checkpoint was not stored');
        checkpointId = created.id;
      }
      await tx
        .insert(leadCheckpointDevices)
        .values({ checkpointId, mobileId: input.mobileId })
        .onConflictDoNothing();
      return { status: 'registered', checkpointId };
    });
  }

  /**
   * The checkpoints the device registered on the exhibitor's licences, by id with their user names:
   * what lets it save leads, and the only checkpoints its visits may name.
   */
  async listDeviceCheckpoints(exhibitorId: number, mobileId: string): Promise<Map<number, string>> {
    const rows = await this.db
      .select({ id: leadCheckpoints.id, userName: leadCheckpoints.userName })
      .from(leadCheckpointDevices)
      .innerJoin(leadCheckpoints, eq(leadCheckpoints.id, leadCheckpointDevices.checkpointId))
      .innerJoin(leadLicences, eq(leadLicences.code, leadCheckpoints.licence))
      .where(and(eq(leadCheckpointDevices.mobileId, mobileId), eq(leadLicences.exhibitorId, exhibitorId)));
    return new Map(rows.map((row) => [row.id, row.userName]));
  }

  /** Whether the device registered a checkpoint on this very licence (the export credentials). */
  async isDeviceRegisteredOnLicence(licence: string, mobileId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ checkpointId: leadCheckpointDevices.checkpointId })
      .from(leadCheckpointDevices)
      .innerJoin(leadCheckpoints, eq(leadCheckpoints.id, leadCheckpointDevices.checkpointId))
      .where(and(eq(leadCheckpointDevices.mobileId, mobileId), eq(leadCheckpoints.licence, licence)))
      .limit(1);
    return row !== undefined;
  }

  /** Every licence but the demo's, with its users, devices and its exhibitor's number of leads. */
  async overview(): Promise<LicenceOverview[]> {
    const licences = await this.listLicences({ isDemo: false });
    if (licences.length === 0) return [];
    const codes = licences.map((licence) => licence.code);
    const [users, devices, leadCounts] = await Promise.all([
      this.db
        .select({ licence: leadCheckpoints.licence, userName: leadCheckpoints.userName })
        .from(leadCheckpoints)
        .where(inArray(leadCheckpoints.licence, codes))
        .orderBy(asc(leadCheckpoints.userName)),
      this.db
        .select()
        .from(leadLicenceDevices)
        .where(inArray(leadLicenceDevices.licence, codes))
        .orderBy(asc(leadLicenceDevices.checkedAt)),
      this.db
        .select({ exhibitorId: leads.exhibitorId, total: count() })
        .from(leads)
        .groupBy(leads.exhibitorId),
    ]);
    const leadsOf = new Map(leadCounts.map((row) => [row.exhibitorId, Number(row.total)]));
    return licences.map((licence) => ({
      ...licence,
      users: users.filter((user) => user.licence === licence.code).map((user) => user.userName),
      devices: devices
        .filter((device) => device.licence === licence.code)
        .map((device) => ({ mobileId: device.mobileId, checkedAt: device.checkedAt })),
      exhibitorLeads: leadsOf.get(licence.exhibitorId) ?? 0,
    }));
  }

  /**
   * Takes a device off a licence (a lost phone): it must check the licence again to save or export.
   * Its leads stay. False when the device did not hold the licence.
   */
  async revokeDevice(code: string, mobileId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(leadLicenceDevices)
        .where(and(eq(leadLicenceDevices.licence, code), eq(leadLicenceDevices.mobileId, mobileId)))
        .returning({ mobileId: leadLicenceDevices.mobileId });
      const checkpoints = tx
        .select({ id: leadCheckpoints.id })
        .from(leadCheckpoints)
        .where(eq(leadCheckpoints.licence, code));
      await tx
        .delete(leadCheckpointDevices)
        .where(
          and(
            eq(leadCheckpointDevices.mobileId, mobileId),
            inArray(leadCheckpointDevices.checkpointId, checkpoints),
          ),
        );
      return removed.length > 0;
    });
  }

  /** Frees every seat of a licence: its users and devices go, the exhibitor's leads stay. */
  async resetLicence(code: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [licence] = await tx
        .select({ code: leadLicences.code })
        .from(leadLicences)
        .where(eq(leadLicences.code, code));
      if (licence === undefined) return false;
      await tx.delete(leadCheckpoints).where(eq(leadCheckpoints.licence, code));
      await tx.delete(leadLicenceDevices).where(eq(leadLicenceDevices.licence, code));
      return true;
    });
  }

  /** A catalog exhibitor's title, or undefined when the catalog has no such exhibitor. */
  async catalogExhibitorName(originalId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ fields: catalogItems.fields })
      .from(catalogItems)
      .where(and(eq(catalogItems.type, 'exhibitors'), eq(catalogItems.originalId, originalId)));
    if (row === undefined) return undefined;
    const title: JsonValue = localize(row.fields.title ?? null, 'fr', 'en');
    return typeof title === 'string' ? title : originalId;
  }
}
