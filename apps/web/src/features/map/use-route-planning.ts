import {
  createRoutePlanner,
  type MapFlowEvent,
  type RoutePlanner,
  type RouteRequest,
  type VenueModel,
} from '@showfloor/core';
import { type Dispatch, useLayoutEffect, useRef } from 'react';
import type { MapTarget } from './map-targets.js';
import { planRoute } from './plan-route.js';

/**
 * Plans the itinerary the map flow asks for on the shown venue and answers it with `routePlanned`.
 * It plans before the browser paints, so that the page never shows the dialog closed without its
 * itinerary, or an itinerary a PMR switch has already replaced.
 */
export function useRoutePlanning(
  venue: VenueModel | undefined,
  request: RouteRequest<MapTarget> | null,
  dispatch: Dispatch<MapFlowEvent<MapTarget>>,
): void {
  // Built on the first itinerary asked for, not with the map: most visits plan none.
  const plannerRef = useRef<{ venue: VenueModel; planner: RoutePlanner } | null>(null);
  useLayoutEffect(() => {
    if (request === null) return;
    if (venue === undefined) {
      dispatch({ type: 'routePlanned', request, result: null });
      return;
    }
    if (plannerRef.current?.venue !== venue)
      plannerRef.current = { venue, planner: createRoutePlanner(venue) };
    const result = planRoute(plannerRef.current.planner, request.from, request.to, request.isPmr);
    dispatch({ type: 'routePlanned', request, result });
  }, [venue, request, dispatch]);
}
