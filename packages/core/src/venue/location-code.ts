import { decodeRoute, encodeRoute, isUnknownRoute } from '../routing/route-codec.js';
import type { VenueModel, VenueUnit } from './venue-model.js';

/**
 * Location QR codes (issue "Indoor map"): the web has no indoor positioning, so the back office
 * prints a code per entrance, lift, pillar or booth, and a visitor scans it to say "I am here".
 * The code is an ordinary link to the map page with a `here` prop naming the unit, so a phone's
 * own camera opens the app at the right spot as well as the in-app scanner does:
 * `https://show.example/?/mobigeo?here=h1-entrance-1`.
 */

/** The route prop a location code sets: the unit id the visitor stands at. */
export const LOCATION_ROUTE_PROP = 'here';

/** The link a location code carries for a unit, under the app's public address. */
export function locationCodeUrl(publicUrl: string, unitId: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/${encodeRoute({ pageKey: 'mobigeo', props: { [LOCATION_ROUTE_PROP]: unitId } })}`;
}

/**
 * The unit id a scanned text names, or null when the text is not a location code (another QR
 * code, a badge, a link to another page). The address part is not checked: the same printed
 * codes serve a staging and a production address.
 */
export function parseLocationCode(text: string): string | null {
  const trimmed = text.trim();
  const start = trimmed.indexOf('?/');
  if (start < 0) return null;
  const route = decodeRoute(trimmed.slice(start));
  if (route === null || isUnknownRoute(route) || route.pageKey !== 'mobigeo') return null;
  const unitId = route.props[LOCATION_ROUTE_PROP];
  return typeof unitId === 'string' && unitId !== '' ? unitId : null;
}

/** Units worth a printed code: where visitors arrive, change level or look for a landmark. */
export const LOCATION_CODE_KINDS: ReadonlySet<VenueUnit['kind']> = new Set([
  'entrance',
  'lift',
  'stairs',
  'escalator',
  'service',
  'toilet',
]);

/** The units of a venue the back office prints codes for, sorted by level then id. */
export function locationCodeUnits(venue: VenueModel): VenueUnit[] {
  const levels = new Map(venue.levels.map((level) => [level.id, level]));
  const levelOrder = (unit: VenueUnit): [string, number] => {
    const level = levels.get(unit.levelId);
    return [level?.buildingId ?? '', level?.ordinal ?? 0];
  };
  return venue.units
    .filter((unit) => LOCATION_CODE_KINDS.has(unit.kind) && unit.nodeId !== undefined)
    .sort((a, b) => {
      const [buildingA, ordinalA] = levelOrder(a);
      const [buildingB, ordinalB] = levelOrder(b);
      return buildingA.localeCompare(buildingB) || ordinalA - ordinalB || a.id.localeCompare(b.id);
    });
}
