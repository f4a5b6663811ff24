import { z } from 'zod';
import { type FavoritePosition, favoritePositionSchema } from '../venue/favorite-positions.js';

/**
 * Favourite positions of the map synchronised between devices (spec modules §2: "Favourite
 * positions … are synced between map and app"; issue: "Synchronised favorites include favourite
 * positions of the map"). They travel beside favorites in `POST /sync`, as their own list: a
 * position is not a catalog item (its id is the device's string, it carries its title and places).
 * The rule is the favorites' one: per position id the latest change wins, a delete wins a tie.
 */

/** The longest position id a device makes (a UUID is 36 characters). */
export const FAVORITE_POSITION_ID_MAX = 100;

/** Most position entries one sync carries: every position ever saved or removed on the device. */
export const FAVORITE_POSITIONS_SYNC_MAX_ENTRIES = 1_000;

/** One change of a position: a create carries the position, a delete only its id. */
export interface SyncedPositionEntry {
  id: string;
  action: 'create' | 'delete';
  /** Milliseconds since the epoch when the change was made, on the device that made it. */
  timestamp: number;
  /** The position as saved; present on a create (and then with the entry's id), absent on a delete. */
  position?: FavoritePosition;
}

export const syncedPositionEntrySchema = z
  .object({
    id: z.string().min(1).max(FAVORITE_POSITION_ID_MAX),
    action: z.enum(['create', 'delete']),
    timestamp: z.number().int().nonnegative(),
    position: favoritePositionSchema.optional(),
  })
  .superRefine((entry, context) => {
    if (entry.action === 'create' && entry.position === undefined)
      context.addIssue({ code: 'custom', path: ['position'], message: 'a create carries its position' });
    if (entry.position !== undefined && entry.position.id !== entry.id)
      context.addIssue({ code: 'custom', path: ['position', 'id'], message: 'must be the entry’s id' });
  }) satisfies z.ZodType<SyncedPositionEntry>;

/** Positions together with the latest known change of each (the log that makes merges converge). */
export interface SyncedPositions {
  positions: FavoritePosition[];
  /** At most one entry per id, the latest; sorted by id. */
  entries: SyncedPositionEntry[];
}

export const EMPTY_SYNCED_POSITIONS: SyncedPositions = { positions: [], entries: [] };

/**
 * Total order on the entries of one id: later wins; on a tie a delete wins, and of two creates the
 * one whose position reads greater as JSON, so that two devices always pick the same one.
 */
function isNewer(candidate: SyncedPositionEntry, current: SyncedPositionEntry): boolean {
  if (candidate.timestamp !== current.timestamp) return candidate.timestamp > current.timestamp;
  if (candidate.action !== current.action) return candidate.action === 'delete';
  return JSON.stringify(candidate.position) > JSON.stringify(current.position);
}

function copyOf(entry: SyncedPositionEntry): SyncedPositionEntry {
  const { id, action, timestamp, position } = entry;
  return position === undefined || action === 'delete'
    ? { id, action, timestamp }
    : { id, action, timestamp, position };
}

/**
 * Applies position entries, last write wins per id: a winning create puts its position in the list
 * (in place of an older one of the same id), a winning delete takes it out. Idempotent, and the
 * result does not depend on the order or batching of entries. Local changes go through it too.
 */
export function mergeRemotePositions(
  local: SyncedPositions,
  remoteEntries: readonly SyncedPositionEntry[],
): SyncedPositions {
  const latest = new Map(local.entries.map((entry) => [entry.id, entry]));
  const changed = new Set<string>();
  for (const entry of remoteEntries) {
    const current = latest.get(entry.id);
    if (current !== undefined && !isNewer(entry, current)) continue;
    latest.set(entry.id, copyOf(entry));
    changed.add(entry.id);
  }
  if (changed.size === 0) return local;
  const positions = local.positions.filter((position) => !changed.has(position.id));
  for (const id of changed) {
    const winner = latest.get(id);
    if (winner?.action === 'create' && winner.position !== undefined) positions.push(winner.position);
  }
  const entries = [...latest.values()].sort((left, right) =>
    left.id < right.id ? -1 : left.id > right.id ? 1 : 0,
  );
  return { positions, entries };
}

/** The entries that turn one list of positions into another, stamped `now` (a changed title is a create). */
export function positionChangesBetween(
  before: readonly FavoritePosition[],
  after: readonly FavoritePosition[],
  now: number,
): SyncedPositionEntry[] {
  const was = new Map(before.map((position) => [position.id, position]));
  const is = new Map(after.map((position) => [position.id, position]));
  const changes: SyncedPositionEntry[] = [];
  for (const [id, position] of is) {
    const previous = was.get(id);
    if (previous === undefined || JSON.stringify(previous) !== JSON.stringify(position))
      changes.push({ id, action: 'create', timestamp: now, position });
  }
  for (const id of was.keys()) if (!is.has(id)) changes.push({ id, action: 'delete', timestamp: now });
  return changes;
}
