import type { ItineraryResult, RoutePlanner } from '@showfloor/core';
import type { MapTarget } from './map-targets.js';

/** Performance measure of each planning, read by the benchmarks (dataset W target: under 50 ms). */
export const ROUTE_MEASURE = 'map-route';

/**
 * The route from the user's place to the nearest unit of the destination (an exhibitor may have
 * several booths). No start is the spec's 'You are not located.'; with `isPmr`, stairs and
 * escalators are never used, so a level change takes the lift or a ramp.
 */
export function planRoute(
  planner: RoutePlanner,
  start: MapTarget | null,
  destination: MapTarget,
  isPmr: boolean,
): ItineraryResult {
  const started = performance.now();
  const best = nearestRoute(planner, start, destination, isPmr);
  performance.measure(ROUTE_MEASURE, { start: started });
  return best;
}

function nearestRoute(
  planner: RoutePlanner,
  start: MapTarget | null,
  destination: MapTarget,
  isPmr: boolean,
): ItineraryResult {
  const from = start === null ? undefined : start.unitIds[0];
  let best: ItineraryResult = { ok: false, error: 'ROUTE_ERROR_NO_ROUTE_FOUND' };
  for (const unitId of destination.unitIds) {
    const result = planner.plan(
      from === undefined ? undefined : { unitId: from },
      { unitId },
      { pmr: isPmr },
    );
    if (!result.ok) {
      if (result.error === 'ROUTE_ERROR_USER_HAS_NO_POSITION') return result;
      continue;
    }
    if (!best.ok || result.itinerary.distance < best.itinerary.distance) best = result;
  }
  return best;
}
