import {
  type FavoritePosition,
  type ItineraryLeg,
  initialMapFlowState,
  type MapFlowEvent,
  type MapFlowState,
  mapFlowTransition,
  openingLevel,
  routeStartOf,
  type UnitKind,
  type VenueModel,
} from '@showfloor/core';
import { type Dispatch, useCallback, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pmrStatusShape } from '../../platform/storage/index.js';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { markWebGlUnavailable, mayDrawWebGl } from './load-maplibre.js';
import type { LocationScanResult } from './location-scan-result.js';
import { entryKeyOf } from './map-collection.js';
import { routeNeedsTargets, targetOfUnit } from './map-route-props.js';
import type { MapTarget } from './map-targets.js';
import { type AskedPlace, useAskedPlace } from './use-asked-place.js';
import { type CollectionView, useCollectionView } from './use-collection-view.js';
import { type FavoritePositionsView, useFavoritePositionsView } from './use-favorite-positions-view.js';
import { useHighlightedUnits } from './use-highlighted-units.js';
import { useRoutePlanning } from './use-route-planning.js';
import { type ShownVenue, useShownVenue } from './use-shown-venue.js';
import { useMapTargets } from './use-venue.js';
import { useVisitorPosition, type VisitorPosition } from './use-visitor-position.js';

/** The level of a place's first unit on the venue; undefined when the venue lacks it. */
function levelOf(venue: VenueModel | undefined, target: MapTarget): string | undefined {
  return venue?.units.find((unit) => unit.id === target.unitIds[0])?.levelId;
}

/** A stable empty list: the highlight and the pins are recomputed only when what they show changes. */
const NO_ENTRIES: readonly MapTarget[] = [];

export interface MapFlowController extends ShownVenue, AskedPlace {
  flow: MapFlowState<MapTarget>;
  dispatch: Dispatch<MapFlowEvent<MapTarget>>;
  venue: VenueModel | undefined;
  /** The catalog's places on the venue, read when first needed. */
  targets: readonly MapTarget[] | undefined;
  kindLabel: (kind: UnitKind) => string;
  isWebGl: boolean;
  position: VisitorPosition;
  /** The chosen start, else the visitor's position. */
  routeStart: MapTarget | null;
  favorites: FavoritePositionsView;
  collection: CollectionView;
  highlighted: string[];
  legs: readonly ItineraryLeg[];
  isLoading: boolean;
  show: (target: MapTarget) => void;
  selectUnit: (unitId: string) => void;
  selectPin: (key: string) => void;
  showPosition: () => void;
  /** "I am here" on the shown place, then the destination is asked for. */
  startHere: (target: MapTarget) => void;
  /** A result chosen in the search-place dialog, in the dialog's mode. */
  chooseInDialog: (target: MapTarget) => void;
  deletePosition: (position: FavoritePosition) => void;
  choosePmr: (isPmr: boolean) => void;
  onScanResult: (result: LocationScanResult) => void;
  onEngineFailed: () => void;
}

/**
 * The one place where the map flow machine of core meets the page (docs/map.md): it owns the
 * machine's state, feeds it the visitor's actions and what the page reads (the venue, its places,
 * the visitor's position, the route's props), plans the itineraries it asks for, and performs what
 * lies outside it (PMR saved, position set or cleared, favourite positions).
 */
export function useMapFlow(props: PageProps): MapFlowController {
  const { t } = useTranslation();
  const { services, language } = useApp();
  const [isWebGl, setWebGl] = useState(mayDrawWebGl);
  const [flow, dispatch] = useReducer(mapFlowTransition<MapTarget>, undefined, () =>
    initialMapFlowState<MapTarget>({
      isPmr: typeof props.pmr === 'boolean' ? props.pmr : services.storage.read(pmrStatusShape),
      areTargetsWanted: routeNeedsTargets(props),
    }),
  );

  // Map-dialog selections are cleared on map data updates: their units may be gone. So is the
  // visitor's position: they say again where they are.
  const shownVenue = useShownVenue(isWebGl, () => {
    dispatch({ type: 'mapDataReloaded' });
    position.clear();
    favorites.clearNotice();
  });
  const { live, shown, status } = shownVenue;
  const kindLabel = useCallback((kind: UnitKind) => t(`map.kind.${kind}`), [t]);
  const venue = shown?.venue;
  useEffect(() => {
    if (routeNeedsTargets(props)) dispatch({ type: 'wantTargets' });
  }, [props]);
  const targets = useMapTargets(venue, kindLabel, flow.areTargetsWanted);

  // A new identity with each shown venue, which shows the asked place again after a map data update.
  const show = useCallback(
    (target: MapTarget) =>
      dispatch({ type: 'showPlace', place: target, levelId: levelOf(shown?.venue, target) }),
    [shown],
  );

  // The visitor's position: the itinerary starts there while no other start is chosen.
  const position = useVisitorPosition(props, shown, targets, kindLabel, language, (unitId, levelId) =>
    dispatch({ type: 'located', unitId, levelId }),
  );
  const routeStart = routeStartOf(flow, position.target);
  const favorites = useFavoritePositionsView(venue, language, kindLabel, show);
  const collection = useCollectionView(props, venue, targets, flow.levelId, (levelId, unitIds, minZoom) =>
    dispatch({ type: 'showUnits', levelId, unitIds, minZoom }),
  );

  // The level shown first: the asked place's, else the ground floor of the largest building.
  const { levelId } = flow;
  useEffect(() => {
    if (venue === undefined) return;
    if (levelId !== undefined && venue.levels.some((level) => level.id === levelId)) return;
    dispatch({ type: 'showLevel', levelId: openingLevel(venue)?.id });
  }, [venue, levelId]);

  const asked = useAskedPlace(props, venue, targets, favorites.entries, kindLabel, show);

  // A unit tapped before the targets were read is named after them once they are.
  const { unnamedUnitId } = flow;
  useEffect(() => {
    if (targets === undefined || venue === undefined || unnamedUnitId === null) return;
    const place = targetOfUnit(unnamedUnitId, venue, targets, language, kindLabel);
    dispatch({ type: 'unitNamed', unitId: unnamedUnitId, place });
  }, [targets, venue, language, kindLabel, unnamedUnitId]);

  useRoutePlanning(venue, flow.routeRequest, dispatch);

  const { selected, route, destination } = flow;
  const collectionEntries = collection.collection?.entries ?? NO_ENTRIES;
  const highlighted = useHighlightedUnits(selected, collectionEntries, route, routeStart, destination);

  return {
    ...shownVenue,
    ...asked,
    flow,
    dispatch,
    venue,
    targets,
    kindLabel,
    isWebGl,
    position,
    routeStart,
    favorites,
    collection,
    highlighted,
    legs: route?.ok ? route.itinerary.legs : [],
    isLoading: live === undefined || (venue !== undefined && status !== 'loaded' && isWebGl),
    show,
    selectUnit: (unitId) => {
      if (venue === undefined) return;
      // Until the catalog's targets are read, the unit stands for itself; it is named after them then.
      const place = targetOfUnit(unitId, venue, targets ?? [], language, kindLabel);
      dispatch({ type: 'selectUnit', unitId, place, areTargetsRead: targets !== undefined });
    },
    selectPin: (key) => {
      const entry = collectionEntries.find((candidate) => entryKeyOf(candidate) === key);
      if (entry !== undefined) show(entry);
    },
    showPosition: () => {
      const unit = venue?.units.find((entry) => entry.id === position.unitId);
      if (unit !== undefined) dispatch({ type: 'showUnits', levelId: unit.levelId, unitIds: [unit.id] });
    },
    startHere: (target) => {
      position.locate(target.unitIds[0] ?? '');
      dispatch({ type: 'openDialog', mode: 'destination' });
    },
    chooseInDialog: (target) =>
      dispatch({ type: 'choosePlace', place: target, levelId: levelOf(venue, target) }),
    deletePosition: (saved) => {
      favorites.remove(saved);
      dispatch({ type: 'forgetPlace', key: `position-${saved.id}` });
    },
    choosePmr: (isPmr) => {
      dispatch({ type: 'choosePmr', isPmr, position: position.target });
      services.storage.write(pmrStatusShape, isPmr);
    },
    onScanResult: (result) => {
      dispatch({ type: 'closeScanner' });
      position.onScanResult(result);
    },
    onEngineFailed: () => {
      // No WebGL (a blocklisted GPU) or no engine: the level's places as a list instead.
      markWebGlUnavailable();
      setWebGl(false);
    },
  };
}
