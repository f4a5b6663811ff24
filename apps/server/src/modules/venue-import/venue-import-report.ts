import type { Localized } from '@showfloor/core';
import { findUnreachableUnits, reachableShare } from './unreachable-units.js';
import type { VenueFormat, VenueImportResult } from './venue-import-result.js';

const FORMAT_NAMES: Record<VenueFormat, string> = {
  imdf: 'IMDF venue',
  'osm-simple-indoor': 'OSM Simple Indoor Tagging venue',
  'showfloor-venue': 'Showfloor venue',
};

/** Unreachable units listed one per line before the rest are counted: a broken file has hundreds. */
const LISTED_UNREACHABLE = 20;

function count(value: number, noun: string): string {
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}

/** Rounded down: 1439 of 1440 units is not "100 %". */
function percent(part: number, whole: number): string {
  return `${whole === 0 ? 0 : Math.floor((part * 100) / whole)} %`;
}

function nameOf(name: Localized | undefined): string | undefined {
  return name?.$t.en ?? name?.$t.fr;
}

/**
 * What `showfloor import` prints for a venue: one summary line (levels, units, graph, the share of
 * units itineraries reach, walking and step-free) and the
 * warnings, the importer's own followed by the units no route reaches, each naming the file.
 */
export function venueImportReport(result: VenueImportResult): { summary: string; warnings: string[] } {
  const { venue, file } = result;
  const name = nameOf(venue.name);
  const counts = [
    count(venue.buildings.length, 'building'),
    count(venue.levels.length, 'level'),
    count(venue.units.length, 'unit'),
    count(venue.graph.nodes.length, 'graph node'),
    count(venue.graph.edges.length, 'edge'),
  ];
  const share = reachableShare(venue);
  const reach =
    `${share.reachable} of ${share.units} units reachable (${percent(share.reachable, share.units)}), ` +
    `${share.stepFree} step-free (${percent(share.stepFree, share.units)})`;
  const summary = `${file}: ${FORMAT_NAMES[result.format]}${name === undefined ? '' : ` "${name}"`} (${counts.join(', ')}); ${reach}`;
  const levelNames = new Map(venue.levels.map((level) => [level.id, nameOf(level.name) ?? level.id]));
  const unreachable = findUnreachableUnits(venue);
  const warnings = [
    ...result.warnings,
    ...unreachable.slice(0, LISTED_UNREACHABLE).map(({ unit, reason }) => {
      const label = nameOf(unit.name);
      const what = `${unit.kind} ${unit.id}${label === undefined ? '' : ` "${label}"`}`;
      const why =
        reason === 'no-node' ? 'is not on the walk graph' : 'is cut off from the main walkway network';
      return `${file}: ${what} on ${levelNames.get(unit.levelId)} ${why}: no itinerary can reach it`;
    }),
  ];
  const more = unreachable.length - LISTED_UNREACHABLE;
  if (more > 0) warnings.push(`${file}: and ${more} more units no itinerary can reach`);
  return { summary, warnings };
}
