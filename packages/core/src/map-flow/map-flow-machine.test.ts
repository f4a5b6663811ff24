import { describe, expect, it } from 'vitest';
import type { ItineraryResult } from '../venue/route-planner.js';
import {
  initialMapFlowState,
  type MapFlowEvent,
  type MapFlowPlace,
  type MapFlowState,
  mapFlowTransition,
  routeStartOf,
} from './map-flow-machine.js';

const place = (key: string, ...unitIds: string[]): MapFlowPlace => ({ key, unitIds });

const BOOTH = place('booth-12', 'u-b12');
const ROOM = place('room-3', 'u-r3');
/** An exhibitor with two booths. */
const EXHIBITOR = place('exhibitor-8', 'u-b40', 'u-b41');
/** Where the visitor said they are. */
const POSITION = place('u-entrance', 'u-entrance');

const found = (...levelIds: string[]): ItineraryResult => ({
  ok: true,
  itinerary: {
    nodeIds: ['n1', 'n2'],
    distance: 42,
    seconds: 35,
    legs: levelIds.map((levelId) => ({ levelId, points: [], distance: 42 / levelIds.length })),
    steps: [],
  },
});
const NOT_FOUND: ItineraryResult = { ok: false, error: 'ROUTE_ERROR_NO_ROUTE_FOUND' };
const NOT_LOCATED: ItineraryResult = { ok: false, error: 'ROUTE_ERROR_USER_HAS_NO_POSITION' };

const opened = (options: Partial<{ isPmr: boolean; areTargetsWanted: boolean }> = {}) =>
  initialMapFlowState<MapFlowPlace>({ isPmr: false, areTargetsWanted: false, ...options });

function run(
  events: readonly MapFlowEvent<MapFlowPlace>[],
  from: MapFlowState<MapFlowPlace> = opened(),
): MapFlowState<MapFlowPlace> {
  return events.reduce(mapFlowTransition, from);
}

/** The planner's answer to the itinerary the state asks for. */
function answer(state: MapFlowState<MapFlowPlace>, result: ItineraryResult | null) {
  if (state.routeRequest === null) throw new Error('no itinerary asked');
  return mapFlowTransition(state, { type: 'routePlanned', request: state.routeRequest, result });
}

/** On level L0 with the booth's panel open. */
const boothShown = run([
  { type: 'showLevel', levelId: 'L0' },
  { type: 'showPlace', place: BOOTH, levelId: 'L0' },
]);

/** The itinerary dialog in destination mode, from the room to the booth. */
const bothEndsChosen = run([
  { type: 'openItinerary', position: null },
  { type: 'choosePlace', place: ROOM, levelId: 'L1' },
  { type: 'changeDialogMode', mode: 'destination' },
  { type: 'choosePlace', place: BOOTH, levelId: 'L0' },
]);

/** The room-to-booth itinerary shown, walked on L1 then L0. */
const itineraryShown = answer(
  run([{ type: 'askItinerary', position: null }], bothEndsChosen),
  found('L1', 'L0'),
);

describe('map flow: the map opens', () => {
  it('opens with nothing chosen and nothing asked, PMR as saved', () => {
    const state = opened({ isPmr: true });
    expect(state).toMatchObject({
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
      isPmr: true,
      areTargetsWanted: false,
    });
  });

  it('reads the place-search targets at once only when the route names something', () => {
    expect(opened({ areTargetsWanted: true }).areTargetsWanted).toBe(true);
    expect(run([{ type: 'wantTargets' }]).areTargetsWanted).toBe(true);
  });

  it('shows the level the switcher asks for, and the same level again changes nothing', () => {
    const state = run([{ type: 'showLevel', levelId: 'L1' }]);
    expect(state.levelId).toBe('L1');
    expect(mapFlowTransition(state, { type: 'showLevel', levelId: 'L1' })).toBe(state);
  });
});

describe('map flow: showing places', () => {
  it('shows a place on its level, centred on its units, with its panel', () => {
    const state = run([
      { type: 'showLevel', levelId: 'L1' },
      { type: 'showPlace', place: EXHIBITOR, levelId: 'L0' },
    ]);
    expect(state.selected).toBe(EXHIBITOR);
    expect(state.levelId).toBe('L0');
    expect(state.focus).toEqual({ unitIds: ['u-b40', 'u-b41'], token: 1 });
  });

  it('centres again on a place shown a second time', () => {
    const again = mapFlowTransition(boothShown, { type: 'showPlace', place: BOOTH, levelId: 'L0' });
    expect(again.focus).toEqual({ unitIds: ['u-b12'], token: 2 });
  });

  it('keeps the level when the place has no unit on the venue', () => {
    const state = run([{ type: 'showPlace', place: ROOM, levelId: undefined }], boothShown);
    expect(state.levelId).toBe('L0');
    expect(state.selected).toBe(ROOM);
  });

  it('fits a collection or the visitor position on its level, never zooming out past the filtered zoom', () => {
    const state = run(
      [{ type: 'showUnits', levelId: 'L1', unitIds: ['u-b40', 'u-r3'], minZoom: 15 }],
      boothShown,
    );
    expect(state.levelId).toBe('L1');
    expect(state.focus).toEqual({ unitIds: ['u-b40', 'u-r3'], token: 2, minZoom: 15 });
    expect(state.selected).toBe(BOOTH);
  });

  it('names a tapped unit by its place without moving the camera', () => {
    const state = run(
      [{ type: 'selectUnit', unitId: 'u-r3', place: ROOM, areTargetsRead: true }],
      boothShown,
    );
    expect(state.selected).toBe(ROOM);
    expect(state.levelId).toBe('L0');
    expect(state.focus).toBe(boothShown.focus);
    expect(state.unnamedUnitId).toBeNull();
  });

  it('shows a unit tapped before the places are read by its own label, then by its place', () => {
    const ownLabel = place('u-r3', 'u-r3');
    const tapped = run([{ type: 'selectUnit', unitId: 'u-r3', place: ownLabel, areTargetsRead: false }]);
    expect(tapped.selected).toBe(ownLabel);
    expect(tapped.areTargetsWanted).toBe(true);
    const named = mapFlowTransition(tapped, { type: 'unitNamed', unitId: 'u-r3', place: ROOM });
    expect(named.selected).toBe(ROOM);
    expect(named.unnamedUnitId).toBeNull();
  });

  it('leaves another place shown meanwhile alone when the tapped unit gets its name', () => {
    const tapped = run([
      { type: 'selectUnit', unitId: 'u-r3', place: place('u-r3', 'u-r3'), areTargetsRead: false },
      { type: 'showPlace', place: BOOTH, levelId: 'L0' },
    ]);
    const named = mapFlowTransition(tapped, { type: 'unitNamed', unitId: 'u-r3', place: ROOM });
    expect(named.selected).toBe(BOOTH);
    expect(named.unnamedUnitId).toBeNull();
    expect(mapFlowTransition(named, { type: 'unitNamed', unitId: 'u-r3', place: ROOM })).toBe(named);
  });

  it('closes the place panel', () => {
    expect(run([{ type: 'closePlace' }], boothShown).selected).toBeNull();
  });

  it('closes the panel of a saved position when that position is deleted, not of another', () => {
    const saved = place('position-p1', 'u-b12');
    const shown = run([{ type: 'showPlace', place: saved, levelId: 'L0' }]);
    expect(run([{ type: 'forgetPlace', key: 'position-p2' }], shown).selected).toBe(saved);
    expect(run([{ type: 'forgetPlace', key: 'position-p1' }], shown).selected).toBeNull();
  });

  it('"I am here" drops the chosen start and centres on the position on its level', () => {
    const state = run([{ type: 'located', unitId: 'u-entrance', levelId: 'L1' }], bothEndsChosen);
    expect(state.start).toBeNull();
    expect(state.destination).toBe(BOOTH);
    expect(state.levelId).toBe('L1');
    expect(state.focus).toEqual({ unitIds: ['u-entrance'], token: 1 });
  });
});

describe('map flow: the search dialog in free mode', () => {
  const searching = run([{ type: 'openDialog', mode: 'free' }], boothShown);

  it('opens and reads the places to search', () => {
    expect(searching.dialog).toBe('free');
    expect(searching.areTargetsWanted).toBe(true);
  });

  it('closes and shows the chosen place on its level', () => {
    const state = run([{ type: 'choosePlace', place: ROOM, levelId: 'L1' }], searching);
    expect(state.dialog).toBeNull();
    expect(state.selected).toBe(ROOM);
    expect(state.levelId).toBe('L1');
    expect(state.focus).toEqual({ unitIds: ['u-r3'], token: 2 });
    expect(state.start).toBeNull();
    expect(state.destination).toBeNull();
  });

  it('closes with its Close button, keeping the place shown', () => {
    const state = run([{ type: 'closeDialog' }], searching);
    expect(state.dialog).toBeNull();
    expect(state.selected).toBe(BOOTH);
  });

  it('ignores a choice once closed', () => {
    const closed = run([{ type: 'closeDialog' }], searching);
    expect(mapFlowTransition(closed, { type: 'choosePlace', place: ROOM, levelId: 'L1' })).toBe(closed);
  });
});

describe('map flow: the itinerary dialog, start mode', () => {
  const choosingStart = run([{ type: 'openItinerary', position: null }]);

  it('asks for the start when neither a start nor a position is known', () => {
    expect(choosingStart.dialog).toBe('start');
    expect(choosingStart.areTargetsWanted).toBe(true);
  });

  it('goes straight to the destination when the visitor is located or a start is chosen', () => {
    expect(run([{ type: 'openItinerary', position: POSITION }]).dialog).toBe('destination');
    const startChosen = run(
      [{ type: 'closeDialog' }, { type: 'openItinerary', position: null }],
      bothEndsChosen,
    );
    expect(startChosen.dialog).toBe('destination');
  });

  it('keeps the dialog open on the chosen start, and plans nothing yet', () => {
    const state = run([{ type: 'choosePlace', place: ROOM, levelId: 'L1' }], choosingStart);
    expect(state.dialog).toBe('start');
    expect(state.start).toBe(ROOM);
    expect(state.selected).toBeNull();
    expect(state.routeRequest).toBeNull();
  });

  it('says "You are not located." when starting from a position the visitor never gave', () => {
    const state = run([{ type: 'startFromPosition', position: null }], choosingStart);
    expect(state.dialogNotice).toBe('ROUTE_ERROR_USER_HAS_NO_POSITION');
    expect(state.start).toBeNull();
  });

  it('starts from the position, dropping a chosen start, when the visitor is located', () => {
    const state = run(
      [
        { type: 'choosePlace', place: ROOM, levelId: 'L1' },
        { type: 'startFromPosition', position: POSITION },
      ],
      choosingStart,
    );
    expect(state.start).toBeNull();
    expect(routeStartOf(state, POSITION)).toBe(POSITION);
    expect(state.dialogNotice).toBeNull();
  });

  it('drops the notice once a start is chosen or the dialog closes', () => {
    const told = run([{ type: 'startFromPosition', position: null }], choosingStart);
    expect(run([{ type: 'choosePlace', place: ROOM, levelId: 'L1' }], told).dialogNotice).toBeNull();
    const closed = run([{ type: 'closeDialog' }], told);
    expect(closed.dialogNotice).toBeNull();
    expect(closed.dialog).toBeNull();
  });

  it('moves on to the destination keeping the chosen start', () => {
    const state = run(
      [
        { type: 'choosePlace', place: ROOM, levelId: 'L1' },
        { type: 'changeDialogMode', mode: 'destination' },
      ],
      choosingStart,
    );
    expect(state.dialog).toBe('destination');
    expect(state.start).toBe(ROOM);
  });
});

describe('map flow: the itinerary dialog, destination mode', () => {
  it('keeps the dialog open on the chosen destination, and plans nothing yet', () => {
    expect(bothEndsChosen.dialog).toBe('destination');
    expect(bothEndsChosen.destination).toBe(BOOTH);
    expect(bothEndsChosen.routeRequest).toBeNull();
    expect(bothEndsChosen.route).toBeNull();
  });

  it('goes back to the start keeping both ends', () => {
    const state = run([{ type: 'changeDialogMode', mode: 'start' }], bothEndsChosen);
    expect(state).toMatchObject({ dialog: 'start', start: ROOM, destination: BOOTH });
  });

  it('"Show the itinerary" closes the dialog and plans from the chosen start', () => {
    const state = run([{ type: 'askItinerary', position: POSITION }], bothEndsChosen);
    expect(state.dialog).toBeNull();
    expect(state.routeRequest).toEqual({ from: ROOM, to: BOOTH, isPmr: false });
  });

  it('plans from the visitor position when no start is chosen', () => {
    const state = run(
      [
        { type: 'openItinerary', position: POSITION },
        { type: 'choosePlace', place: BOOTH, levelId: 'L0' },
        { type: 'askItinerary', position: POSITION },
      ],
      opened({ isPmr: true }),
    );
    expect(state.routeRequest).toEqual({ from: POSITION, to: BOOTH, isPmr: true });
  });

  it('plans from nowhere when there is neither, so that the planner says the visitor is not located', () => {
    const state = run([
      { type: 'openDialog', mode: 'destination' },
      { type: 'choosePlace', place: BOOTH, levelId: 'L0' },
      { type: 'askItinerary', position: null },
    ]);
    expect(state.routeRequest).toEqual({ from: null, to: BOOTH, isPmr: false });
    const told = answer(state, NOT_LOCATED);
    expect(told.route).toEqual(NOT_LOCATED);
    expect(told.routeRequest).toBeNull();
  });

  it('closes without planning when no destination is chosen', () => {
    const state = run([
      { type: 'openDialog', mode: 'destination' },
      { type: 'askItinerary', position: POSITION },
    ]);
    expect(state.dialog).toBeNull();
    expect(state.routeRequest).toBeNull();
  });
});

describe('map flow: an itinerary being planned', () => {
  const asked = run([{ type: 'askItinerary', position: null }], bothEndsChosen);

  it('shows the itinerary on the first level it walks, with its walk there in view', () => {
    expect(itineraryShown.route).toEqual(found('L1', 'L0'));
    expect(itineraryShown.routeRequest).toBeNull();
    expect(itineraryShown.levelId).toBe('L1');
    expect(itineraryShown.focus).toEqual({ unitIds: [], isRoute: true, token: 1 });
  });

  it('centres on the start when the itinerary walks nowhere (start and destination at one place)', () => {
    const state = answer(asked, found());
    expect(state.route).toEqual(found());
    expect(state.focus).toEqual({ unitIds: ['u-r3'], token: 1 });
  });

  it('centres on the destination when an itinerary without a walk has no start', () => {
    const state = answer(
      run([
        { type: 'openDialog', mode: 'destination' },
        { type: 'choosePlace', place: BOOTH, levelId: 'L0' },
        { type: 'askItinerary', position: null },
      ]),
      found(),
    );
    expect(state.focus).toEqual({ unitIds: ['u-b12'], token: 1 });
  });

  it('says "No itinerary found." and leaves the map where it is', () => {
    const state = answer(asked, NOT_FOUND);
    expect(state.route).toEqual(NOT_FOUND);
    expect(state.levelId).toBe(asked.levelId);
    expect(state.focus).toBe(asked.focus);
  });

  it('changes nothing more when there was no venue to plan on', () => {
    const state = answer(asked, null);
    expect(state.routeRequest).toBeNull();
    expect(state.route).toBeNull();
    expect(state.focus).toBe(asked.focus);
  });

  it('ignores an answer to an itinerary that a map data update dropped', () => {
    const request = asked.routeRequest;
    if (request === null) throw new Error('no itinerary asked');
    const reloaded = run([{ type: 'mapDataReloaded' }], asked);
    expect(reloaded.routeRequest).toBeNull();
    expect(mapFlowTransition(reloaded, { type: 'routePlanned', request, result: found('L1') })).toBe(
      reloaded,
    );
  });
});

describe('map flow: "Go here" from a place panel', () => {
  it('plans the route at once when the start is known (a chosen start)', () => {
    const state = run(
      [{ type: 'closeDialog' }, { type: 'showPlace', place: EXHIBITOR, levelId: 'L0' }],
      bothEndsChosen,
    );
    const going = run([{ type: 'goHere', position: POSITION }], state);
    expect(going.destination).toBe(EXHIBITOR);
    expect(going.dialog).toBeNull();
    expect(going.routeRequest).toEqual({ from: ROOM, to: EXHIBITOR, isPmr: false });
  });

  it('plans the route at once from the visitor position', () => {
    const going = run([{ type: 'goHere', position: POSITION }], boothShown);
    expect(going.routeRequest).toEqual({ from: POSITION, to: BOOTH, isPmr: false });
    expect(answer(going, found('L0')).route).toEqual(found('L0'));
  });

  it('asks for the start in the destination dialog when none is known', () => {
    const going = run([{ type: 'goHere', position: null }], boothShown);
    expect(going.destination).toBe(BOOTH);
    expect(going.dialog).toBe('destination');
    expect(going.areTargetsWanted).toBe(true);
    expect(going.routeRequest).toBeNull();
  });

  it('does nothing without a place shown', () => {
    const state = opened();
    expect(mapFlowTransition(state, { type: 'goHere', position: POSITION })).toBe(state);
  });

  it('"I am here" then asks for the destination with the position as start', () => {
    const state = run(
      [
        { type: 'located', unitId: 'u-b12', levelId: 'L0' },
        { type: 'openDialog', mode: 'destination' },
      ],
      boothShown,
    );
    expect(state.dialog).toBe('destination');
    expect(state.start).toBeNull();
    expect(state.focus).toEqual({ unitIds: ['u-b12'], token: 2 });
  });
});

describe('map flow: an itinerary shown', () => {
  it('highlights its ends: the start chosen and the destination', () => {
    expect(routeStartOf(itineraryShown, POSITION)).toBe(ROOM);
    expect(itineraryShown.destination).toBe(BOOTH);
  });

  it('shows a step level with the walk there in view again', () => {
    const state = run([{ type: 'showRouteLevel', levelId: 'L0' }], itineraryShown);
    expect(state.levelId).toBe('L0');
    expect(state.focus).toEqual({ unitIds: [], isRoute: true, token: 2 });
  });

  it('clears the itinerary, keeping its ends for the next one', () => {
    const state = run([{ type: 'clearRoute' }], itineraryShown);
    expect(state.route).toBeNull();
    expect(state).toMatchObject({ start: ROOM, destination: BOOTH });
  });

  it('plans the same itinerary again, step-free, when PMR is switched on', () => {
    const state = run([{ type: 'choosePmr', isPmr: true, position: POSITION }], itineraryShown);
    expect(state.isPmr).toBe(true);
    expect(state.routeRequest).toEqual({ from: ROOM, to: BOOTH, isPmr: true });
    const replanned = answer(state, found('L1', 'L0'));
    expect(replanned.route).toEqual(found('L1', 'L0'));
    expect(replanned.levelId).toBe('L1');
  });

  it('plans again after "No itinerary found." too, where PMR may have been the reason', () => {
    const failed = answer(run([{ type: 'askItinerary', position: null }], bothEndsChosen), NOT_FOUND);
    const state = run([{ type: 'choosePmr', isPmr: true, position: null }], failed);
    expect(state.routeRequest).toEqual({ from: ROOM, to: BOOTH, isPmr: true });
  });

  it('only remembers PMR while no itinerary is shown', () => {
    const state = run([{ type: 'choosePmr', isPmr: true, position: POSITION }], bothEndsChosen);
    expect(state.isPmr).toBe(true);
    expect(state.routeRequest).toBeNull();
  });

  it('plans again from the position when the chosen start was dropped meanwhile', () => {
    const state = run(
      [
        { type: 'located', unitId: 'u-entrance', levelId: 'L1' },
        { type: 'choosePmr', isPmr: true, position: POSITION },
      ],
      itineraryShown,
    );
    expect(state.routeRequest).toEqual({ from: POSITION, to: BOOTH, isPmr: true });
  });
});

describe('map flow: scanning a location code', () => {
  it('opens the scanner and closes it on its result', () => {
    const scanning = run([{ type: 'openScanner' }], boothShown);
    expect(scanning.isScanning).toBe(true);
    expect(run([{ type: 'closeScanner' }], scanning).isScanning).toBe(false);
  });
});

describe('map flow: a map data update', () => {
  it('drops the selections, the itinerary and the camera target: their units may be gone', () => {
    const state = run(
      [{ type: 'showPlace', place: EXHIBITOR, levelId: 'L0' }, { type: 'mapDataReloaded' }],
      itineraryShown,
    );
    expect(state).toMatchObject({
      selected: null,
      start: null,
      destination: null,
      route: null,
      routeRequest: null,
      focus: null,
    });
  });

  it('keeps the level, the open dialog and PMR', () => {
    const state = run(
      [
        { type: 'showLevel', levelId: 'L1' },
        { type: 'choosePmr', isPmr: true, position: null },
        { type: 'mapDataReloaded' },
      ],
      bothEndsChosen,
    );
    expect(state).toMatchObject({ levelId: 'L1', dialog: 'destination', isPmr: true });
  });

  it('counts the camera target again from the start', () => {
    const state = run(
      [{ type: 'mapDataReloaded' }, { type: 'showPlace', place: BOOTH, levelId: 'L0' }],
      itineraryShown,
    );
    expect(state.focus).toEqual({ unitIds: ['u-b12'], token: 1 });
  });
});
