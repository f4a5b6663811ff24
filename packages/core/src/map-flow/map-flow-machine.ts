import type { ItineraryResult, RouteErrorCode } from '../venue/route-planner.js';

/**
 * What the visitor does on the indoor map (spec modules §2 "Indoor map page", §4): show a place,
 * search one, choose an itinerary's start and destination in the search-place dialog, plan it with
 * or without PMR, follow it level by level, say where they are. A pure transition function: the
 * page feeds it the visitor's actions and what it read, and draws the state.
 *
 * Why the machine asks for a route rather than planning it: the planner indexes the venue's walk
 * graph (built on the first itinerary, since most visits plan none) and measures each planning for
 * the benchmarks. The machine keeps the inputs of the itinerary it wants (`routeRequest`); the page
 * plans them and answers with `routePlanned`, which the machine matches to its request, so that an
 * answer to a request dropped meanwhile (a map data update) is ignored.
 */

/** The three modes of the search-place dialog. */
export type PlaceSearchMode = 'start' | 'destination' | 'free';

/** What the map can show and route to; the page's places carry more (title, catalog record). */
export interface MapFlowPlace {
  key: string;
  unitIds: readonly string[];
}

/** Where the camera goes. */
export interface MapFocus {
  unitIds: readonly string[];
  /** Instead of units: the itinerary's part on the shown level, whole and clear of the panels. */
  isRoute?: boolean;
  /** A new token re-centres on the same units (the user asked again). */
  token: number;
  /** Never zoom out further than this when fitting several units (a filtered view, spec §9). */
  minZoom?: number;
}

/** An itinerary to plan: from null is "the visitor is nowhere" (the planner says not located). */
export interface RouteRequest<P extends MapFlowPlace = MapFlowPlace> {
  from: P | null;
  to: P;
  isPmr: boolean;
}

export interface MapFlowState<P extends MapFlowPlace = MapFlowPlace> {
  /** The level the map shows; undefined until the venue's first level is known. */
  levelId: string | undefined;
  /** The place whose panel shows. */
  selected: P | null;
  /** The itinerary's chosen start; while null it starts at the visitor's position. */
  start: P | null;
  destination: P | null;
  /** The last itinerary planned, or why there is none; null when none was asked or it was cleared. */
  route: ItineraryResult | null;
  /** The itinerary waiting for the planner. */
  routeRequest: RouteRequest<P> | null;
  /** The search-place dialog's mode while it is open. */
  dialog: PlaceSearchMode | null;
  /** What the dialog says about the itinerary's ends ('You are not located.'). */
  dialogNotice: RouteErrorCode | null;
  focus: MapFocus | null;
  isScanning: boolean;
  /** Reduced mobility: itineraries take no stairs and no escalators. */
  isPmr: boolean;
  /** Whether the page reads the catalog's places (a second on a big show): only once it needs them. */
  areTargetsWanted: boolean;
  /** A unit tapped before the places were read, shown by its own label until they are. */
  unnamedUnitId: string | null;
}

export type MapFlowEvent<P extends MapFlowPlace = MapFlowPlace> =
  /** The level switcher, or the venue's first level when the shown one is not on it. */
  | { type: 'showLevel'; levelId: string | undefined }
  /**
   * A place to show with its panel: searched, asked by the route, a pin or a saved position.
   * `levelId` is its first unit's, undefined when the venue lacks it.
   */
  | { type: 'showPlace'; place: P; levelId: string | undefined }
  /** Units to fit without a panel: a "show all on map" collection, or the visitor's position. */
  | { type: 'showUnits'; levelId: string; unitIds: readonly string[]; minZoom?: number }
  /** The visitor said where they are ("I am here", a location code): the itinerary starts there. */
  | { type: 'located'; unitId: string; levelId: string }
  /** A tap on a unit; `place` is what it stands for, named after the catalog once it is read. */
  | { type: 'selectUnit'; unitId: string; place: P | null; areTargetsRead: boolean }
  /** The catalog's places are read: what the unit tapped before stands for. */
  | { type: 'unitNamed'; unitId: string; place: P | null }
  /** The route names something the catalog's places say where it is. */
  | { type: 'wantTargets' }
  | { type: 'closePlace' }
  /** A saved position was deleted: its panel closes if it shows. */
  | { type: 'forgetPlace'; key: string }
  | { type: 'openDialog'; mode: PlaceSearchMode }
  /** The itinerary button: the start is asked for only when nothing says where the visitor is. */
  | { type: 'openItinerary'; position: P | null }
  | { type: 'changeDialogMode'; mode: PlaceSearchMode }
  /** A result chosen in the dialog; `levelId` as for showPlace. */
  | { type: 'choosePlace'; place: P; levelId: string | undefined }
  | { type: 'startFromPosition'; position: P | null }
  /** "Show the itinerary" in the dialog. */
  | { type: 'askItinerary'; position: P | null }
  | { type: 'closeDialog' }
  /** "Go here" on the place's panel. */
  | { type: 'goHere'; position: P | null }
  | { type: 'choosePmr'; isPmr: boolean; position: P | null }
  /** The planner's answer to `request`; null when there was no venue to plan on. */
  | { type: 'routePlanned'; request: RouteRequest<P>; result: ItineraryResult | null }
  | { type: 'clearRoute' }
  /** A step's level button: that level with the itinerary's part on it in view. */
  | { type: 'showRouteLevel'; levelId: string }
  | { type: 'openScanner' }
  | { type: 'closeScanner' }
  /** The map shows a new data version: what was chosen on the old venue may be gone. */
  | { type: 'mapDataReloaded' };

export function initialMapFlowState<P extends MapFlowPlace = MapFlowPlace>(options: {
  isPmr: boolean;
  areTargetsWanted: boolean;
}): MapFlowState<P> {
  return {
    levelId: undefined,
    selected: null,
    start: null,
    destination: null,
    route: null,
    routeRequest: null,
    dialog: null,
    dialogNotice: null,
    focus: null,
    isScanning: false,
    isPmr: options.isPmr,
    areTargetsWanted: options.areTargetsWanted,
    unnamedUnitId: null,
  };
}

/** Where the itinerary starts: the chosen start, else the visitor's position. */
export function routeStartOf<P extends MapFlowPlace>(state: MapFlowState<P>, position: P | null): P | null {
  return state.start ?? position;
}

/**
 * The state with `changes`, or the same state when they change nothing, so that the page does not
 * draw again for an action that changed nothing.
 */
function patch<P extends MapFlowPlace>(
  state: MapFlowState<P>,
  changes: Partial<MapFlowState<P>>,
): MapFlowState<P> {
  const keys = Object.keys(changes) as (keyof MapFlowState<P>)[];
  return keys.every((key) => Object.is(state[key], changes[key])) ? state : { ...state, ...changes };
}

function focusOn(previous: MapFocus | null, unitIds: readonly string[], minZoom?: number): MapFocus {
  return { unitIds, token: (previous?.token ?? 0) + 1, ...(minZoom === undefined ? {} : { minZoom }) };
}

function showRouteOn<P extends MapFlowPlace>(state: MapFlowState<P>, levelId: string): MapFlowState<P> {
  return {
    ...state,
    levelId,
    focus: { unitIds: [], isRoute: true, token: (state.focus?.token ?? 0) + 1 },
  };
}

function showPlace<P extends MapFlowPlace>(
  state: MapFlowState<P>,
  place: P,
  levelId: string | undefined,
): MapFlowState<P> {
  return {
    ...state,
    selected: place,
    levelId: levelId ?? state.levelId,
    focus: focusOn(state.focus, place.unitIds),
  };
}

function openDialog<P extends MapFlowPlace>(state: MapFlowState<P>, mode: PlaceSearchMode): MapFlowState<P> {
  return patch(state, { areTargetsWanted: true, dialog: mode });
}

/** Asks for the itinerary to `to`; without a destination there is none to plan. */
function plan<P extends MapFlowPlace>(
  state: MapFlowState<P>,
  from: P | null,
  to: P | null,
  isPmr: boolean,
): MapFlowState<P> {
  return to === null ? state : { ...state, routeRequest: { from, to, isPmr } };
}

function onRoutePlanned<P extends MapFlowPlace>(
  state: MapFlowState<P>,
  request: RouteRequest<P>,
  result: ItineraryResult | null,
): MapFlowState<P> {
  if (request !== state.routeRequest) return state;
  const answered = { ...state, routeRequest: null };
  if (result === null) return answered;
  const next = { ...answered, route: result };
  if (!result.ok) return next;
  // The route from its start: the first level it walks, with its whole walk there in view.
  const firstLeg = result.itinerary.legs[0];
  if (firstLeg !== undefined) return showRouteOn(next, firstLeg.levelId);
  return { ...next, focus: focusOn(next.focus, request.from?.unitIds ?? request.to.unitIds) };
}

function onChoosePlace<P extends MapFlowPlace>(
  state: MapFlowState<P>,
  place: P,
  levelId: string | undefined,
): MapFlowState<P> {
  if (state.dialog === null) return state;
  const told = patch(state, { dialogNotice: null });
  switch (state.dialog) {
    case 'free':
      return showPlace({ ...told, dialog: null }, place, levelId);
    case 'start':
      return patch(told, { start: place });
    case 'destination':
      return patch(told, { destination: place });
  }
}

export function mapFlowTransition<P extends MapFlowPlace>(
  state: MapFlowState<P>,
  event: MapFlowEvent<P>,
): MapFlowState<P> {
  switch (event.type) {
    case 'showLevel':
      return patch(state, { levelId: event.levelId });
    case 'showPlace':
      return showPlace(state, event.place, event.levelId);
    case 'showUnits':
      return { ...state, levelId: event.levelId, focus: focusOn(state.focus, event.unitIds, event.minZoom) };
    case 'located':
      return { ...state, start: null, levelId: event.levelId, focus: focusOn(state.focus, [event.unitId]) };
    case 'selectUnit':
      return event.areTargetsRead
        ? patch(state, { selected: event.place })
        : patch(state, { selected: event.place, areTargetsWanted: true, unnamedUnitId: event.unitId });
    case 'unitNamed':
      if (event.unitId !== state.unnamedUnitId) return state;
      return {
        ...state,
        unnamedUnitId: null,
        // The visitor may have shown another place since the tap: that one stays.
        selected: state.selected?.unitIds[0] === event.unitId ? event.place : state.selected,
      };
    case 'wantTargets':
      return patch(state, { areTargetsWanted: true });
    case 'closePlace':
      return patch(state, { selected: null });
    case 'forgetPlace':
      return state.selected?.key === event.key ? { ...state, selected: null } : state;
    case 'openDialog':
      return openDialog(state, event.mode);
    case 'openItinerary':
      return openDialog(state, routeStartOf(state, event.position) === null ? 'start' : 'destination');
    case 'changeDialogMode':
      return patch(state, { dialog: event.mode });
    case 'choosePlace':
      return onChoosePlace(state, event.place, event.levelId);
    case 'startFromPosition':
      return patch(state, {
        start: null,
        dialogNotice: event.position !== null ? null : 'ROUTE_ERROR_USER_HAS_NO_POSITION',
      });
    case 'askItinerary':
      return plan(
        patch(state, { dialog: null }),
        routeStartOf(state, event.position),
        state.destination,
        state.isPmr,
      );
    case 'closeDialog':
      return patch(state, { dialog: null, dialogNotice: null });
    case 'goHere': {
      const { selected } = state;
      if (selected === null) return state;
      const routeStart = routeStartOf(state, event.position);
      const chosen = patch(state, { destination: selected });
      return routeStart === null
        ? openDialog(chosen, 'destination')
        : plan(chosen, routeStart, selected, state.isPmr);
    }
    case 'choosePmr': {
      const chosen = patch(state, { isPmr: event.isPmr });
      // A shown itinerary (or its failure, which PMR may have caused) follows the new choice.
      return state.route === null
        ? chosen
        : plan(chosen, routeStartOf(state, event.position), state.destination, event.isPmr);
    }
    case 'routePlanned':
      return onRoutePlanned(state, event.request, event.result);
    case 'clearRoute':
      return patch(state, { route: null });
    case 'showRouteLevel':
      return showRouteOn(state, event.levelId);
    case 'openScanner':
      return patch(state, { isScanning: true });
    case 'closeScanner':
      return patch(state, { isScanning: false });
    case 'mapDataReloaded':
      // Their units may be gone from the new venue; the level is checked against it by the page.
      return {
        ...state,
        selected: null,
        start: null,
        destination: null,
        route: null,
        routeRequest: null,
        focus: null,
      };
  }
}
