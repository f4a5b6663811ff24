import type { PublishedDataType, VenueModel } from '@showfloor/core';
import { MAP_TARGET_TYPES, type MapTarget } from './map-targets.js';

/** Items asked to be shown together: ids per data type (favorites, or a list's rows). */
export interface WantedItems {
  type: PublishedDataType;
  ids: readonly number[];
}

/** What "show all on map" shows: the items the map has, and how many of the asked ones it has not. */
export interface MapCollection {
  /** In the search dialog's group order (places, exhibitors, events, services), then by title. */
  entries: MapTarget[];
  /** Asked items with no unit on the map, or of a type the map never shows (speakers…). */
  missing: number;
}

/**
 * The map targets of the wanted items. Every wanted id counts once: shown when the map has a
 * target for it, else missing, so "3 of your favorites are not on the map" adds up with the list.
 */
export function collectMapEntries(
  targets: readonly MapTarget[],
  wanted: readonly WantedItems[],
): MapCollection {
  const byKey = new Map<string, MapTarget>();
  for (const target of targets) {
    if (target.recordId !== undefined) byKey.set(`${target.group}:${target.recordId}`, target);
  }
  const entries: MapTarget[] = [];
  const seen = new Set<string>();
  let missing = 0;
  for (const { type, ids } of wanted) {
    for (const id of ids) {
      const key = `${type}:${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const target = byKey.get(key);
      if (target === undefined) missing += 1;
      else entries.push(target);
    }
  }
  const order = (target: MapTarget) => (MAP_TARGET_TYPES as readonly string[]).indexOf(target.group);
  entries.sort((a, b) => order(a) - order(b) || a.title.localeCompare(b.title));
  return { entries, missing };
}

/**
 * The level to open a collection on: the one holding the most of its units, ties going to the
 * lower level (the map opens on the lowest level without a collection).
 */
export function busiestLevelOf(venue: VenueModel, entries: readonly MapTarget[]): string | undefined {
  const levelOfUnit = new Map(venue.units.map((unit) => [unit.id, unit.levelId]));
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const unitId of entry.unitIds) {
      const levelId = levelOfUnit.get(unitId);
      if (levelId !== undefined) counts.set(levelId, (counts.get(levelId) ?? 0) + 1);
    }
  }
  let best: string | undefined;
  let bestCount = 0;
  for (const level of [...venue.levels].sort((a, b) => a.ordinal - b.ordinal)) {
    const count = counts.get(level.id) ?? 0;
    if (count > bestCount) {
      best = level.id;
      bestCount = count;
    }
  }
  return best;
}

/** The key of a collection entry, shared by its pins and its button in the panel. */
export function entryKeyOf(target: MapTarget): string {
  return `${target.group}-${target.key}`;
}

/** The units of a collection on one level: what the map fits its view to and pins. */
export function collectionUnitsOn(
  venue: VenueModel,
  entries: readonly MapTarget[],
  levelId: string,
): { key: string; unitId: string; title: string }[] {
  const levelOfUnit = new Map(venue.units.map((unit) => [unit.id, unit.levelId]));
  return entries.flatMap((entry) =>
    entry.unitIds
      .filter((unitId) => levelOfUnit.get(unitId) === levelId)
      .map((unitId) => ({ key: entryKeyOf(entry), unitId, title: entry.title })),
  );
}
