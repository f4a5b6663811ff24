import { and, eq, inArray, like, notExists, sql } from 'drizzle-orm';
import { issuedBadges } from '../../db/badges.schema.js';
import type { Database } from '../../db/database.js';
import { leadExhibitors, leadLicences } from '../../db/leads.schema.js';
import { assets, catalogItems, organisers, participants, showConfig, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../accounts/index.js';
import { DEMO_ORGANISER } from '../console/index.js';
import { DEMO_PARTICIPANT_PREFIX } from '../participants/index.js';

/**
 * What `showfloor demo` leaves in a database and a real show must not keep (docs/decisions.md
 * "Demo leftovers"): the demo accounts and the demo organiser of the console (their password is
 * in the README), the generated
 * participants, the demo licences (anyone can read their codes on the demo sheet) with the
 * exhibitors that only they opened, the signed demo badges, and the demo catalog with its
 * configuration and files.
 */
export interface DemoLeftovers {
  accounts: number;
  participants: number;
  licences: number;
  badges: number;
  catalogItems: number;
  assets: number;
  /** The stored show configuration is the demo's. */
  config: boolean;
}

export function hasDemoLeftovers(leftovers: DemoLeftovers): boolean {
  return Object.values(leftovers).some((value) => value === true || (typeof value === 'number' && value > 0));
}

/** How many of each kind a database holds, in the words the CLI prints. */
export function describeDemoLeftovers(leftovers: DemoLeftovers): string {
  const parts = [
    [leftovers.accounts, 'demo accounts'],
    [leftovers.participants, 'generated participants'],
    [leftovers.licences, 'demo licences'],
    [leftovers.badges, 'demo badges'],
    [leftovers.catalogItems, 'demo catalog items'],
    [leftovers.assets, 'demo files'],
  ] as const;
  const counted = parts.filter(([count]) => count > 0).map(([count, what]) => `${count} ${what}`);
  if (leftovers.config) counted.push('the demo show configuration');
  return counted.join(', ');
}

const DEMO_LOGINS = DEMO_ACCOUNTS.map((account) => account.login);
const DEMO_PARTICIPANTS = `${DEMO_PARTICIPANT_PREFIX}%`;

interface DemoCatalog {
  keys: Set<string>;
  assetPaths: string[];
}

/**
 * The demo's generator, loaded when a check needs it: `showfloor import` loads this module, and on a
 * fresh database (no stored configuration) never needs the generator.
 */
async function demoGenerator(): Promise<typeof import('@showfloor/demo').generateDemoShow> {
  return (await import('@showfloor/demo')).generateDemoShow;
}

/** The items and files of the demo show of either size: their ids do not depend on the dates. */
async function demoCatalog(): Promise<DemoCatalog> {
  const generateDemoShow = await demoGenerator();
  const keys = new Set<string>();
  const assetPaths = new Set<string>();
  for (const size of ['small', 'big'] as const) {
    const show = generateDemoShow({ size, start: '2000-01-01' });
    for (const item of show.items) keys.add(`${item.type}\u0000${item.original_id}`);
    for (const asset of show.assets) assetPaths.add(asset.path);
  }
  return { keys, assetPaths: [...assetPaths] };
}

/** The demo's configuration for the stored one's start date has the stored one's name. */
async function isDemoConfig(
  config: { name: { en?: string; fr?: string }; startDate: string } | undefined,
): Promise<boolean> {
  if (!config) return false;
  const generateDemoShow = await demoGenerator();
  const demo = generateDemoShow({ size: 'small', start: config.startDate }).config;
  return demo.name.en === config.name.en && demo.name.fr === config.name.fr;
}

/** Licences are demo ones; an exhibitor whose every licence is a demo one is the demo's too. */
const onlyDemoLicences = (db: Database) =>
  and(
    notExists(
      db
        .select({ one: sql`1` })
        .from(leadLicences)
        .where(and(eq(leadLicences.exhibitorId, leadExhibitors.id), eq(leadLicences.isDemo, false))),
    ),
    sql`exists (select 1 from ${leadLicences} where ${leadLicences.exhibitorId} = ${leadExhibitors.id})`,
  );

async function demoCatalogIds(db: Database, catalog: DemoCatalog): Promise<number[]> {
  const rows = await db
    .select({ id: catalogItems.id, type: catalogItems.type, originalId: catalogItems.originalId })
    .from(catalogItems);
  return rows.filter((row) => catalog.keys.has(`${row.type}\u0000${row.originalId}`)).map((row) => row.id);
}

async function storedConfig(db: Database) {
  const [row] = await db.select({ config: showConfig.config }).from(showConfig).where(eq(showConfig.id, 1));
  return row?.config;
}

async function count(query: Promise<{ count: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.count ?? 0);
}

/** Counts what the demo left, without the catalog's items (cheap enough for every import). */
export async function countDemoLeftovers(
  db: Database,
  options: { catalog: boolean },
): Promise<DemoLeftovers> {
  const total = sql<number>`count(*)`;
  const catalog = options.catalog ? await demoCatalog() : undefined;
  return {
    accounts:
      (await count(db.select({ count: total }).from(users).where(inArray(users.login, DEMO_LOGINS)))) +
      (await count(
        db.select({ count: total }).from(organisers).where(eq(organisers.email, DEMO_ORGANISER.email)),
      )),
    participants: await count(
      db.select({ count: total }).from(participants).where(like(participants.externalId, DEMO_PARTICIPANTS)),
    ),
    licences: await count(
      db.select({ count: total }).from(leadLicences).where(eq(leadLicences.isDemo, true)),
    ),
    badges: await count(db.select({ count: total }).from(issuedBadges).where(eq(issuedBadges.isDemo, true))),
    catalogItems: catalog ? (await demoCatalogIds(db, catalog)).length : 0,
    assets:
      catalog && catalog.assetPaths.length > 0
        ? await count(
            db.select({ count: total }).from(assets).where(inArray(assets.path, catalog.assetPaths)),
          )
        : 0,
    config: await isDemoConfig(await storedConfig(db)),
  };
}

/**
 * Removes every demo leftover in one transaction: a failure removes nothing. Leads taken with demo
 * licences go with the exhibitors only demo licences opened. Returns what was removed.
 */
export async function removeDemoLeftovers(db: Database): Promise<DemoLeftovers> {
  const catalog = await demoCatalog();
  return db.transaction(async (tx) => {
    const removedAccounts = await tx
      .delete(users)
      .where(inArray(users.login, DEMO_LOGINS))
      .returning({ id: users.id });
    const removedOrganisers = await tx
      .delete(organisers)
      .where(eq(organisers.email, DEMO_ORGANISER.email))
      .returning({ id: organisers.id });
    const removedParticipants = await tx
      .delete(participants)
      .where(like(participants.externalId, DEMO_PARTICIPANTS))
      .returning({ id: participants.id });
    const demoExhibitors = await tx
      .select({ id: leadExhibitors.id })
      .from(leadExhibitors)
      .where(onlyDemoLicences(tx));
    const removedLicences = await tx
      .delete(leadLicences)
      .where(eq(leadLicences.isDemo, true))
      .returning({ code: leadLicences.code });
    if (demoExhibitors.length > 0) {
      await tx.delete(leadExhibitors).where(
        inArray(
          leadExhibitors.id,
          demoExhibitors.map((row) => row.id),
        ),
      );
    }
    const removedBadges = await tx
      .delete(issuedBadges)
      .where(eq(issuedBadges.isDemo, true))
      .returning({ code: issuedBadges.code });
    const itemIds = await demoCatalogIds(tx, catalog);
    for (let start = 0; start < itemIds.length; start += 1000) {
      await tx.delete(catalogItems).where(inArray(catalogItems.id, itemIds.slice(start, start + 1000)));
    }
    const removedAssets =
      catalog.assetPaths.length > 0
        ? await tx
            .delete(assets)
            .where(inArray(assets.path, catalog.assetPaths))
            .returning({ path: assets.path })
        : [];
    const config = await isDemoConfig(await storedConfig(tx));
    if (config) await tx.delete(showConfig).where(eq(showConfig.id, 1));
    return {
      accounts: removedAccounts.length + removedOrganisers.length,
      participants: removedParticipants.length,
      licences: removedLicences.length,
      badges: removedBadges.length,
      catalogItems: itemIds.length,
      assets: removedAssets.length,
      config,
    };
  });
}
