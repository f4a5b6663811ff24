import {
  createRoutePlanner,
  type ItineraryResult,
  MAP_CONTAINER_HEIGHT,
  MAP_CONTAINER_HEIGHT_WITH_BANNER,
  type RoutePlanner,
  type UnitKind,
  type VenueModel,
} from '@showfloor/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { PageLayout } from '../../shell/page-layout.js';
import { readPmrStatus, savePmrStatus } from '../navigation/index.js';
import { FavoritePositionsPanel } from './favorite-positions-panel.js';
import { MapHappeningBanner, useHappeningBanner } from './happening-banner.js';
import { IndoorMapView, type MapFocus } from './indoor-map-view.js';
import { LevelSwitcher } from './level-switcher.js';
import { markWebGlUnavailable, mayDrawWebGl } from './load-maplibre.js';
import { MapActions } from './map-actions.js';
import { entryKeyOf } from './map-collection.js';
import { MapCollectionPanel } from './map-collection-panel.js';
import {
  isAskingForPlace,
  positionIdOf,
  routeNeedsTargets,
  targetFromProps,
  targetOfUnit,
} from './map-route-props.js';
import type { MapTarget } from './map-targets.js';
import { MapUpdateOffer } from './map-update-offer.js';
import type { PlaceSearchMode } from './place-search.js';
import { PlaceSearchDialog } from './place-search-dialog.js';
import { planRoute } from './plan-route.js';
import { RoutePanel } from './route-panel.js';
import { SelectedPlacePanel } from './selected-place-panel.js';
import { useCollectionView } from './use-collection-view.js';
import { useFavoritePositionsView } from './use-favorite-positions-view.js';
import { useShownVenue } from './use-shown-venue.js';
import { useMapTargets } from './use-venue.js';
import { useVisitorPosition } from './use-visitor-position.js';
import { VenueListView } from './venue-list-view.js';
import './map.css';

// The camera and its QR decoder are fetched when the visitor first scans a location code.
const LocationScanner = lazy(() =>
  import('./location-scanner.js').then((module) => ({ default: module.LocationScanner })),
);

/** A stable empty list: the highlight and the pins are recomputed only when what they show changes. */
const NO_ENTRIES: readonly MapTarget[] = [];

/**
 * The indoor map page (spec modules §2, page key mobigeo): the venue from local data drawn by
 * maplibre, a level switcher, the search-place dialog, itineraries from the visitor's position,
 * favourite positions, and what the route asks for (docs/map.md): a place (`type` and `id`, or
 * `poi`), all favorites (`favorites`) or a list's items (`type` and `ids`), the unit of a location
 * code (`here`), or a saved position (`position`).
 */
export function MapPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const { services, language } = useApp();
  const [isWebGl, setWebGl] = useState(mayDrawWebGl);
  const [levelId, setLevelId] = useState<string | undefined>();
  const [selected, setSelected] = useState<MapTarget | null>(null);
  const [start, setStart] = useState<MapTarget | null>(null);
  const [destination, setDestination] = useState<MapTarget | null>(null);
  const [route, setRoute] = useState<ItineraryResult | null>(null);
  const [dialog, setDialog] = useState<PlaceSearchMode | null>(null);
  const [dialogNotice, setDialogNotice] = useState<string | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [isScanning, setScanning] = useState(false);
  const [isPmr, setPmr] = useState(() =>
    typeof props.pmr === 'boolean' ? props.pmr : readPmrStatus(services.store),
  );

  // Map-dialog selections are cleared on map data updates: their units may be gone. So is the
  // visitor's position: they say again where they are.
  const { live, shown, status, change, isOfferingUpdate, acceptUpdate, declineUpdate } = useShownVenue(
    isWebGl,
    () => {
      setSelected(null);
      setStart(null);
      setDestination(null);
      setRoute(null);
      setFocus(null);
      position.clear();
      favorites.clearNotice();
    },
  );
  const kindLabel = useCallback((kind: UnitKind) => t(`map.kind.${kind}`), [t]);
  const venue = shown?.venue;
  const [areTargetsWanted, setTargetsWanted] = useState(() => routeNeedsTargets(props));
  useEffect(() => {
    if (routeNeedsTargets(props)) setTargetsWanted(true);
  }, [props]);
  const targets = useMapTargets(venue, kindLabel, areTargetsWanted);
  // Built on the first itinerary asked for, not with the map: most visits plan none.
  const plannerRef = useRef<{ venue: VenueModel; planner: RoutePlanner } | null>(null);
  const plannerOf = (shownVenue: VenueModel): RoutePlanner => {
    if (plannerRef.current?.venue !== shownVenue)
      plannerRef.current = { venue: shownVenue, planner: createRoutePlanner(shownVenue) };
    return plannerRef.current.planner;
  };
  const openDialog = (mode: PlaceSearchMode) => {
    setTargetsWanted(true);
    setDialog(mode);
  };
  const banner = useHappeningBanner();

  const focusOn = useCallback((unitIds: readonly string[], minZoom?: number) => {
    setFocus((previous) => ({
      unitIds,
      token: (previous?.token ?? 0) + 1,
      ...(minZoom === undefined ? {} : { minZoom }),
    }));
  }, []);
  /** Shows `level` with the itinerary's part on it in view. */
  const showRouteOn = useCallback((level: string) => {
    setLevelId(level);
    setFocus((previous) => ({ unitIds: [], isRoute: true, token: (previous?.token ?? 0) + 1 }));
  }, []);

  const show = useCallback(
    (target: MapTarget) => {
      setSelected(target);
      const unit = shown?.venue?.units.find((entry) => entry.id === target.unitIds[0]);
      if (unit !== undefined) setLevelId(unit.levelId);
      focusOn(target.unitIds);
    },
    [shown, focusOn],
  );

  // The visitor's position: the itinerary starts there while no other start is chosen.
  const position = useVisitorPosition(props, shown, targets, kindLabel, language, (unitId, unitLevel) => {
    setStart(null);
    setLevelId(unitLevel);
    focusOn([unitId]);
  });
  const routeStart = start ?? position.target;
  const favorites = useFavoritePositionsView(venue, language, kindLabel, show);
  const collection = useCollectionView(props, venue, targets, levelId, (level, unitIds, minZoom) => {
    setLevelId(level);
    focusOn(unitIds, minZoom);
  });

  // The level shown first: the asked place's, else the lowest level of the first building.
  useEffect(() => {
    if (venue === undefined) return;
    if (levelId !== undefined && venue.levels.some((level) => level.id === levelId)) return;
    const first = [...venue.levels].sort((a, b) => a.ordinal - b.ordinal)[0];
    setLevelId(first?.id);
  }, [venue, levelId]);

  // The place named by the route, once the catalog targets are read.
  const asked = useMemo(
    () =>
      venue === undefined || targets === undefined
        ? null
        : targetFromProps(props, venue, targets, language, kindLabel),
    [venue, targets, props, language, kindLabel],
  );
  useEffect(() => {
    if (asked !== null) show(asked);
  }, [asked, show]);

  // A saved position named by the route (`position`, from the favorites page).
  const askedPositionId = positionIdOf(props);
  const askedPosition =
    favorites.entries.find((entry) => entry.position.id === askedPositionId)?.target ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: shows it once per position placed on the venue.
  useEffect(() => {
    if (askedPosition !== null) show(askedPosition);
  }, [askedPosition?.key, venue]);

  const choosePmr = (next: boolean) => {
    setPmr(next);
    savePmrStatus(services.store, next);
    if (route !== null) computeRoute(routeStart, destination, next);
  };

  const computeRoute = (from: MapTarget | null, to: MapTarget | null, pmr: boolean) => {
    if (venue === undefined || to === null) return;
    const result = planRoute(plannerOf(venue), from, to, pmr);
    setRoute(result);
    if (result.ok) {
      // The route from its start: the first level it walks, with its whole walk there in view.
      const firstLeg = result.itinerary.legs[0];
      if (firstLeg !== undefined) showRouteOn(firstLeg.levelId);
      else focusOn(from?.unitIds ?? to.unitIds);
    }
  };

  const chooseInDialog = (mode: PlaceSearchMode, target: MapTarget) => {
    setDialogNotice(null);
    if (mode === 'free') {
      setDialog(null);
      show(target);
    } else if (mode === 'start') setStart(target);
    else setDestination(target);
  };

  // A unit tapped before the targets were read is named after them once they are.
  const pendingUnitRef = useRef<string | null>(null);
  useEffect(() => {
    const unitId = pendingUnitRef.current;
    if (targets === undefined || venue === undefined || unitId === null) return;
    pendingUnitRef.current = null;
    setSelected((now) =>
      now?.unitIds[0] === unitId ? targetOfUnit(unitId, venue, targets, language, kindLabel) : now,
    );
  }, [targets, venue, language, kindLabel]);

  const collectionEntries = collection.collection?.entries ?? NO_ENTRIES;
  const highlighted = useMemo(() => {
    const ids = new Set<string>([...(selected?.unitIds ?? [])]);
    for (const entry of collectionEntries) for (const id of entry.unitIds) ids.add(id);
    if (route?.ok)
      for (const target of [routeStart, destination]) for (const id of target?.unitIds ?? []) ids.add(id);
    return [...ids];
  }, [selected, collectionEntries, route, routeStart, destination]);
  const legs = route?.ok ? route.itinerary.legs : [];
  const level = venue?.levels.find((entry) => entry.id === levelId);
  const isLoading = live === undefined || (venue !== undefined && status !== 'loaded' && isWebGl);
  const isAskedMissing =
    (asked === null && targets !== undefined && isAskingForPlace(props)) ||
    (askedPositionId !== null && venue !== undefined && askedPosition === null);
  // The map's edges under the page's buttons and panels, measured when fitting a view.
  const containerRef = useRef<HTMLDivElement>(null);
  const coveredEdges = useCallback(() => {
    const container = containerRef.current;
    const height = (selector: string) =>
      (container?.querySelector<HTMLElement>(selector)?.offsetHeight ?? 0) + 16;
    const switcher = container?.querySelector<HTMLElement>('.level-switcher')?.offsetWidth ?? 0;
    return { top: height('.map-actions'), bottom: height('.map-panels'), left: 0, right: switcher + 8 };
  }, []);
  const selectUnit = (unitId: string) => {
    if (venue === undefined) return;
    // Until the catalog's targets are read, the unit stands for itself; it is named after them then.
    if (targets === undefined) {
      setTargetsWanted(true);
      pendingUnitRef.current = unitId;
    }
    setSelected(targetOfUnit(unitId, venue, targets ?? [], language, kindLabel));
  };

  return (
    <PageLayout title={t('map.title')}>
      <div
        className="indoor-map-page"
        data-testid="map-page"
        data-map-status={status}
        data-version={shown?.version}
      >
        {banner !== undefined ? <MapHappeningBanner banner={banner} /> : null}
        <div
          ref={containerRef}
          className="indoor-map-container"
          data-testid="map-container"
          style={{ height: banner === undefined ? MAP_CONTAINER_HEIGHT : MAP_CONTAINER_HEIGHT_WITH_BANNER }}
        >
          {/* Only when the data read has no venue: `shown` follows `live` one render later. */}
          {live !== undefined && live.venue === undefined && venue === undefined ? (
            <p className="empty-state" role="status">
              {t('map.noVenue')}
            </p>
          ) : null}
          {venue !== undefined && levelId !== undefined ? (
            isWebGl ? (
              <IndoorMapView
                venue={venue}
                levelId={levelId}
                highlightedUnitIds={highlighted}
                routeLegs={legs}
                focus={focus}
                pins={collection.pins}
                myPositionUnitId={position.unitId}
                label={t('map.mapLabel', { level: level ? (level.name.$t[language] ?? '') : '' })}
                kindLabel={kindLabel}
                onSelectUnit={selectUnit}
                coveredEdges={coveredEdges}
                onSelectPin={(key) => {
                  const entry = collectionEntries.find((candidate) => entryKeyOf(candidate) === key);
                  if (entry !== undefined) show(entry);
                }}
                onReady={() => change('engineReady')}
                onFailed={() => {
                  // No WebGL (a blocklisted GPU) or no engine: the level's places as a list instead.
                  markWebGlUnavailable();
                  setWebGl(false);
                }}
              />
            ) : (
              <VenueListView
                venue={venue}
                levelId={levelId}
                highlightedUnitIds={highlighted}
                kindLabel={kindLabel}
                onSelectUnit={selectUnit}
              />
            )
          ) : null}
          {isLoading ? (
            <div className="map-loader" role="status" data-testid="map-loader">
              <span className="map-spinner" aria-hidden="true" />
              {t('map.loading')}
            </div>
          ) : null}
          {venue !== undefined && levelId !== undefined ? (
            <>
              <MapActions
                position={position.target}
                positionCount={favorites.entries.length}
                isPositionsOpen={favorites.isOpen}
                onSearch={() => openDialog('free')}
                onItinerary={() => openDialog(routeStart === null ? 'start' : 'destination')}
                onScan={() => setScanning(true)}
                onTogglePositions={() => {
                  favorites.setOpen(!favorites.isOpen);
                  favorites.clearNotice();
                }}
                onShowPosition={() => {
                  const unit = venue.units.find((entry) => entry.id === position.unitId);
                  if (unit === undefined) return;
                  setLevelId(unit.levelId);
                  focusOn([unit.id]);
                }}
              />
              <LevelSwitcher venue={venue} levelId={levelId} onChange={setLevelId} />
              <div className="map-panels">
                {isAskedMissing ? (
                  <p className="route-error" role="status" data-testid="not-on-map">
                    {t('map.notOnMap')}
                  </p>
                ) : null}
                {position.isCodeUnknown ? (
                  <p className="route-error" role="status" data-testid="unknown-location-code">
                    {t('map.position.unknownCode')}
                  </p>
                ) : null}
                {route !== null && !route.ok ? (
                  <p className="route-error" role="alert" data-testid="route-error">
                    {t(`map.errors.${route.error}`)}
                  </p>
                ) : null}
                {favorites.isOpen ? (
                  <FavoritePositionsPanel
                    entries={favorites.entries}
                    currentId={favorites.notice?.id ?? askedPositionId ?? undefined}
                    notice={favorites.notice?.text ?? null}
                    onShow={(entry) => entry.target !== null && show(entry.target)}
                    onDelete={(saved) => {
                      favorites.remove(saved);
                      if (selected?.key === `position-${saved.id}`) setSelected(null);
                    }}
                    onClose={() => {
                      favorites.setOpen(false);
                      favorites.clearNotice();
                    }}
                  />
                ) : null}
                {route?.ok ? (
                  <RoutePanel
                    itinerary={route.itinerary}
                    isPmr={isPmr}
                    levels={venue.levels}
                    onShowLevel={showRouteOn}
                    onClear={() => setRoute(null)}
                  />
                ) : selected !== null ? (
                  <SelectedPlacePanel
                    key={selected.key}
                    target={selected}
                    onClose={() => setSelected(null)}
                    onStartHere={() => {
                      position.locate(selected.unitIds[0] ?? '');
                      openDialog('destination');
                    }}
                    onGoHere={() => {
                      setDestination(selected);
                      if (routeStart === null) openDialog('destination');
                      else computeRoute(routeStart, selected, isPmr);
                    }}
                    onSavePosition={(title) => favorites.save(selected, title)}
                  />
                ) : null}
                {collection.request !== null && collection.collection !== null ? (
                  <MapCollectionPanel
                    request={collection.request}
                    collection={collection.collection}
                    selectedKey={selected === null ? undefined : entryKeyOf(selected)}
                    onChoose={show}
                    onClose={collection.close}
                  />
                ) : null}
              </div>
            </>
          ) : null}
        </div>
        {isOfferingUpdate ? <MapUpdateOffer onAccept={acceptUpdate} onDecline={declineUpdate} /> : null}
      </div>
      {dialog !== null && targets === undefined ? (
        <p className="map-dialog-loading" role="status">
          {t('map.readingPlaces')}
        </p>
      ) : null}
      {dialog !== null && targets !== undefined ? (
        <PlaceSearchDialog
          mode={dialog}
          targets={targets}
          start={routeStart}
          destination={destination}
          isPmr={isPmr}
          notice={dialogNotice}
          onPmrChange={choosePmr}
          onModeChange={setDialog}
          onChoose={chooseInDialog}
          onStartFromPosition={() => {
            setStart(null);
            const isLocated = position.target !== null;
            setDialogNotice(isLocated ? null : t('map.errors.ROUTE_ERROR_USER_HAS_NO_POSITION'));
          }}
          onItinerary={() => {
            setDialog(null);
            computeRoute(routeStart, destination, isPmr);
          }}
          onClose={() => {
            setDialog(null);
            setDialogNotice(null);
          }}
        />
      ) : null}
      {isScanning ? (
        <Suspense fallback={null}>
          <LocationScanner
            onResult={(result) => {
              setScanning(false);
              position.onScanResult(result);
            }}
          />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
