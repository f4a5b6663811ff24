import path from 'node:path';
import {
  type CatalogEntry,
  type ContentTypeCounts,
  defaultShowConfig,
  EXHIBITOR_LIST_SOURCE,
  exhibitorListItems,
  type OrganiserShowConfig,
  type ProgrammeFacts,
  type ShowConfig,
  type SourceItem,
  venueToSourceItems,
  withVenueFeatures,
} from '@showfloor/core';
import type {
  AssetInput,
  CatalogRepository,
  ImportBatch,
  ImportCounts,
  ImportPlan,
} from '../catalog/index.js';
import { type ProfileCodeRepository, saveShowConfig } from '../profile-codes/index.js';
import type { VenueImportResult } from '../venue-import/index.js';
import type { ContentFile } from './content-file.js';
import { LogoFetcher, type LogoRequest } from './logo-fetcher.js';

/** The catalog types a venue travels as (venue-records.ts): an imported venue replaces them whole. */
export const VENUE_ITEM_TYPES = ['buildings', 'floors'] as const;

export interface ContentStores {
  catalog: CatalogRepository;
  profileCodes: ProfileCodeRepository;
  /** What fetches an exhibitor list's logo URLs (the tests' lets their loopback server in). */
  logoFetcher?: LogoFetcher;
}

/** Where an import's lines go: what the command line prints on stdout and stderr. */
export interface ContentLog {
  out(line: string): void;
  err(line: string): void;
}

interface ContentBatches {
  batches: ImportBatch[];
  config: OrganiserShowConfig | undefined;
  programme: ProgrammeFacts | undefined;
  venue: VenueImportResult | undefined;
}

/** The batches of the files read, with the configuration and programme facts they give. */
function batchesOf(files: readonly ContentFile[]): ContentBatches {
  const batches: ImportBatch[] = [];
  let config: OrganiserShowConfig | undefined;
  let programme: ProgrammeFacts | undefined;
  let venue: VenueImportResult | undefined;
  for (const file of files) {
    // Exhibitor lists are matched against the catalog first (exhibitorListBatches).
    if (file.kind === 'exhibitors') continue;
    if (file.kind === 'venue') {
      // The app shows one venue (venueFromRecords): a second one would silently replace the first.
      if (venue) {
        throw new Error(`${venue.file} and ${file.result.file} are both venues: import one venue at a time`);
      }
      venue = file.result;
      continue;
    }
    const { result } = file;
    batches.push(
      result.source === undefined ? { items: result.items } : { items: result.items, source: result.source },
    );
    config = result.config ?? config;
    programme ??= result.programme;
  }
  if (venue) batches.push({ items: venueToSourceItems(venue.venue) });
  return { batches, config, programme, venue };
}

/** A logo URL of an exhibitor list to fetch, with the file and the item it goes to. */
interface ListLogo extends LogoRequest {
  file: string;
  item: SourceItem;
}

/** The logo URL an item keeps in `lump.logo_url`, if any. */
function logoUrlOf(item: Pick<SourceItem, 'fields'>): string | undefined {
  const lump = item.fields.lump;
  if (typeof lump !== 'object' || lump === null || Array.isArray(lump)) return undefined;
  const url = (lump as { logo_url?: unknown }).logo_url;
  return typeof url === 'string' ? url : undefined;
}

/**
 * The batches of the exhibitor lists among the files, each the whole of the exhibitor-list source
 * (a new list removes the exhibitors the last one brought and it no longer has): their rows as items,
 * linked to the catalog's categories, places and countries, and the stored exhibitors of the rows
 * left out, as they are, so that skipping a bad row never removes its exhibitor. Warnings name the
 * row of what was not found in the catalog. `logos` are the logo URLs to fetch: an exhibitor whose
 * stored logo was fetched from the same URL keeps it without a new fetch.
 */
async function exhibitorListBatches(
  catalog: CatalogRepository,
  files: readonly ContentFile[],
): Promise<{ batches: ImportBatch[]; warnings: string[]; logos: ListLogo[] }> {
  const lists = files.flatMap((file) => (file.kind === 'exhibitors' ? [file.result] : []));
  if (lists.length === 0) return { batches: [], warnings: [], logos: [] };
  const stored = await catalog.sourcedItems();
  const ofType = (type: string): CatalogEntry[] => stored.filter((item) => item.type === type);
  const known = {
    categories: ofType('exhibitor_categories'),
    places: ofType('places'),
    countries: ofType('countries'),
  };
  const fetchedLogos = new Map(
    ofType('exhibitors').flatMap((item) => {
      const url = logoUrlOf(item);
      const logo = item.fields.logo_file_name;
      return url !== undefined && typeof logo === 'string'
        ? [[`${item.original_id} ${url}`, logo] as const]
        : [];
    }),
  );
  const batches: ImportBatch[] = [];
  const warnings: string[] = [];
  const logos: ListLogo[] = [];
  for (const list of lists) {
    const { items, warnings: found } = exhibitorListItems(list.rows, known);
    const exhibitors = new Map(
      items.filter((item) => item.type === 'exhibitors').map((item) => [item.original_id, item]),
    );
    for (const row of list.rows) {
      const item = exhibitors.get(row.originalId);
      if (row.logo === undefined || item === undefined) continue;
      const kept = fetchedLogos.get(`${row.originalId} ${row.logo}`);
      if (kept !== undefined) item.fields.logo_file_name = kept;
      else logos.push({ row: row.row, originalId: row.originalId, url: row.logo, file: list.file, item });
    }
    const skipped = new Set(list.badRows.flatMap((bad) => bad.originalId ?? []));
    const kept = stored
      .filter(
        (item) =>
          item.type === 'exhibitors' &&
          item.source === EXHIBITOR_LIST_SOURCE &&
          skipped.has(item.original_id),
      )
      .map(({ id: _id, source: _source, ...item }) => item);
    batches.push({ items: [...items, ...kept], source: EXHIBITOR_LIST_SOURCE });
    warnings.push(...found.map((warning) => `${list.file}: ${warning}`));
  }
  return { batches, warnings, logos };
}

/**
 * Fetches the lists' logos and points each exhibitor at its logo's asset; a logo that cannot be had
 * is a warning naming its row and why, and the exhibitor is imported without one.
 */
async function fetchListLogos(
  fetcher: LogoFetcher,
  logos: readonly ListLogo[],
  log: ContentLog,
): Promise<AssetInput[]> {
  if (logos.length === 0) return [];
  const outcomes = await fetcher.fetchAll(logos);
  const assets: AssetInput[] = [];
  logos.forEach((logo, index) => {
    const outcome = outcomes[index];
    if (outcome !== undefined && 'image' in outcome) {
      logo.item.fields.logo_file_name = outcome.image.asset.path;
      assets.push(outcome.image.asset);
    } else {
      const reason = outcome === undefined ? 'not fetched' : outcome.reason;
      log.err(
        `warning: ${logo.file}: row ${logo.row}: logo ${logo.url} not fetched (${reason}): imported without a logo`,
      );
    }
  });
  log.out(`logos: ${assets.length} of ${logos.length} fetched`);
  return assets;
}

/**
 * Whether the stored configuration was derived from a venue imported alone: derived while the
 * catalog holds no events (a programme's configuration is derived with its talks). A programme
 * imported next derives the show's name, days and time zone from itself instead.
 */
async function isDerivedFromVenueAlone(catalog: CatalogRepository): Promise<boolean> {
  if (!(await catalog.isConfigDerived())) return false;
  return ((await catalog.countsByType()).events ?? 0) === 0;
}

/**
 * The stored configuration completed for a venue when it was derived from a programme (imported
 * before the venue) and does not show the map yet; undefined when there is nothing to change. An
 * organiser's own configuration is never changed: its map flag is the organiser's choice.
 */
async function derivedConfigWithVenue(catalog: CatalogRepository): Promise<ShowConfig | undefined> {
  if (!(await catalog.isConfigDerived())) return undefined;
  const stored = await catalog.getConfig();
  return stored && !stored.features.map ? withVenueFeatures(stored) : undefined;
}

/**
 * The configuration of a show made of a venue alone: named after the venue (else its file), on the
 * day of the import in UTC, since a venue carries neither dates nor a time zone, with the map on.
 * The organiser sets the real dates in their own configuration.
 */
function venueShowConfig(venue: VenueImportResult, now: Date): ShowConfig {
  const title = venue.venue.name?.$t.en ?? venue.venue.name?.$t.fr;
  return defaultShowConfig(
    {
      ...(title === undefined ? {} : { title }),
      fileName: path.basename(venue.file),
      days: [now.toISOString().slice(0, 10)],
      languages: [],
    },
    { hasEvents: false, hasVenue: true },
  );
}

/** What an import would do, without writing anything: the console's dry run. */
export async function planContent(
  { catalog }: ContentStores,
  files: readonly ContentFile[],
  listed: number,
): Promise<
  ImportPlan & { config: 'from-file' | 'derived' | 'unchanged'; warnings: string[]; logosToFetch: number }
> {
  const { batches, config, programme, venue } = batchesOf(files);
  const lists = await exhibitorListBatches(catalog, files);
  batches.push(...lists.batches);
  const plan = {
    ...(await catalog.planImport(batches, { replacedTypes: venue ? VENUE_ITEM_TYPES : [], listed })),
    warnings: lists.warnings,
    logosToFetch: lists.logos.length,
  };
  if (config) return { ...plan, config: 'from-file' };
  const stored = await catalog.getConfig();
  const isDerived =
    (programme !== undefined && (stored === undefined || (await isDerivedFromVenueAlone(catalog)))) ||
    (venue !== undefined && (stored === undefined || (await derivedConfigWithVenue(catalog)) !== undefined));
  return { ...plan, config: isDerived ? 'derived' : 'unchanged' };
}

/**
 * Imports the files read, as `showfloor import` does (the console's "Apply" runs the same code): one
 * transaction for every file's items (a programme's removed talks go with the rest or not at all),
 * then the configuration, the file's or one derived from the programme or the venue. An exhibitor
 * list's logos are fetched first (outside the transaction) and stored with the items.
 */
export async function applyContent(
  stores: ContentStores,
  files: readonly ContentFile[],
  log: ContentLog,
  now: Date,
): Promise<ImportCounts> {
  const { catalog } = stores;
  const { batches, programme, venue, ...read } = batchesOf(files);
  const lists = await exhibitorListBatches(catalog, files);
  batches.push(...lists.batches);
  for (const warning of lists.warnings) log.err(`warning: ${warning}`);
  const logoAssets = await fetchListLogos(stores.logoFetcher ?? new LogoFetcher(), lists.logos, log);
  let config: OrganiserShowConfig | undefined = read.config;
  // A programme alone (no configuration in any file, none stored yet, or only the one derived from a
  // venue imported alone) is published under a default configuration derived from it, which the
  // organiser changes later.
  let isDerived = false;
  const fromVenueAlone = await isDerivedFromVenueAlone(catalog);
  if (!config && programme && (fromVenueAlone || !(await catalog.getConfig()))) {
    isDerived = true;
    config = defaultShowConfig(programme, {
      hasEvents: batches.some((batch) => batch.items.some((item) => item.type === 'events')),
      hasVenue: venue !== undefined || fromVenueAlone,
    });
    log.out(
      `show configuration derived from ${programme.fileName}: "${config.name.en}", ${config.startDate} to ${config.endDate}, ${config.timeZone}`,
    );
  }
  const counts = await catalog.importItems(batches, {
    replacedTypes: venue ? VENUE_ITEM_TYPES : [],
    assets: logoAssets,
  });
  if (!config && venue) {
    config = await derivedConfigWithVenue(catalog);
    isDerived = config !== undefined;
    if (config) log.out('show configuration derived from the programme: map turned on for the venue');
  }
  // A venue alone (no programme, no configuration in any file, none stored yet) is published under
  // a configuration derived from it too, so that its map can be shown before the organiser writes one.
  if (!config && venue && !programme && !(await catalog.getConfig())) {
    isDerived = true;
    config = venueShowConfig(venue, now);
    log.out(
      `show configuration derived from ${path.basename(venue.file)}: "${config.name.en}", ${config.startDate}, ${config.timeZone}, map on`,
    );
  }
  if (config) {
    const warnings = await saveShowConfig(stores, config, { derived: isDerived });
    for (const warning of warnings) log.err(`warning: ${warning}`);
  }
  return counts;
}

/** Counts per type in the console's words. */
export function typeCountsOf(byType: ImportCounts['byType']): Record<string, ContentTypeCounts> {
  return Object.fromEntries(Object.entries(byType).map(([type, counts]) => [type, { ...counts }]));
}
