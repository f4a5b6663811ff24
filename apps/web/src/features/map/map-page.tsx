import {
  createRoutePlanner,
  type ItineraryResult,
  MAP_CONTAINER_HEIGHT,
  MAP_DATA_UPDATE_RELOAD_DELAY_MS,
  type UnitKind,
} from '@showfloor/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/app-context.js';
import { PageLayout } from '../../app/page-layout.js';
import type { PageProps } from '../../app/page-registry.js';
import { readPmrStatus, savePmrStatus } from '../navigation/index.js';
import { IndoorMapView, type MapFocus } from './indoor-map-view.js';
import { LevelSwitcher } from './level-switcher.js';
import { hasWebGl } from './load-maplibre.js';
import { isAskingForPlace, targetFromProps, targetOfUnit } from './map-route-props.js';
import { type MapStatus, mapUpdateAction, nextMapStatus } from './map-status.js';
import type { MapTarget } from './map-targets.js';
import { MapUpdateOffer } from './map-update-offer.js';
import type { PlaceSearchMode } from './place-search.js';
import { PlaceSearchDialog } from './place-search-dialog.js';
import { planRoute } from './plan-route.js';
import { RoutePanel } from './route-panel.js';
import { SelectedPlacePanel } from './selected-place-panel.js';
import { type LocalVenue, useLocalVenue, useMapTargets } from './use-venue.js';
import { VenueListView } from './venue-list-view.js';
import './map.css';

/**
 * The indoor map page (spec modules §2, page key mobigeo): the venue from local data drawn by
 * maplibre, a level switcher, the search-place dialog, itineraries, and the place asked for in the
 * route (`type` and `id` of a catalog item, or `poi`, a booth code or place original id).
 */
export function MapPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const { services, config, language } = useApp();
  const live = useLocalVenue();
  const [shown, setShown] = useState<LocalVenue | undefined>();
  const [status, setStatus] = useState<MapStatus>('not_loaded');
  const [isOfferingUpdate, setOfferingUpdate] = useState(false);
  const [isWebGl] = useState(hasWebGl);
  const kindLabel = useCallback((kind: UnitKind) => t(`map.kind.${kind}`), [t]);
  const venue = shown?.venue;
  const targets = useMapTargets(venue, kindLabel);
  const planner = useMemo(() => (venue === undefined ? undefined : createRoutePlanner(venue)), [venue]);

  const [levelId, setLevelId] = useState<string | undefined>();
  const [selected, setSelected] = useState<MapTarget | null>(null);
  const [start, setStart] = useState<MapTarget | null>(null);
  const [destination, setDestination] = useState<MapTarget | null>(null);
  const [route, setRoute] = useState<ItineraryResult | null>(null);
  const [dialog, setDialog] = useState<PlaceSearchMode | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [isPmr, setPmr] = useState(() =>
    typeof props.pmr === 'boolean' ? props.pmr : readPmrStatus(services.store),
  );

  const change = (event: Parameters<typeof nextMapStatus>[1]) =>
    setStatus((now) => nextMapStatus(now, event));

  const show = useCallback(
    (target: MapTarget) => {
      setSelected(target);
      const unit = shown?.venue?.units.find((entry) => entry.id === target.unitIds[0]);
      if (unit !== undefined) setLevelId(unit.levelId);
      setFocus((previous) => ({ unitIds: target.unitIds, token: (previous?.token ?? 0) + 1 }));
    },
    [shown],
  );

  // First data: show it at once. Later versions: reload now or offer it after 2 s (spec §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new local version only.
  useEffect(() => {
    if (live === undefined) return;
    if (live.version === shown?.version) return;
    // Nothing on screen yet (first visit, download just committed): nothing to lose, show it now.
    if (shown?.venue === undefined) {
      setShown(live);
      if (live.venue !== undefined) change('dataReady');
      return;
    }
    const timer = setTimeout(() => {
      const action = mapUpdateAction({ isMapShowing: true, isAutoReload: config?.autoUpdate ?? false });
      if (action === 'reloadNow') {
        reload(live);
        services.notifications.add({ message: 'map.updatedNotice', level: 'info' });
      } else setOfferingUpdate(true);
    }, MAP_DATA_UPDATE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [live, shown]);

  const reload = (next: LocalVenue) => {
    // Map-dialog selections are cleared on map data updates: their units may be gone.
    setSelected(null);
    setStart(null);
    setDestination(null);
    setRoute(null);
    setFocus(null);
    setOfferingUpdate(false);
    setStatus((now) =>
      next.venue === undefined
        ? 'not_loaded'
        : now === 'not_loaded'
          ? 'loading'
          : nextMapStatus(now, 'restart'),
    );
    setShown(next);
  };

  // Without WebGL the list view is the map: it is drawn as soon as the venue is read.
  useEffect(() => {
    if (!isWebGl && status === 'loading') change('engineReady');
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

  const choosePmr = (next: boolean) => {
    setPmr(next);
    savePmrStatus(services.store, next);
    if (route !== null) computeRoute(start, destination, next);
  };

  const computeRoute = (from: MapTarget | null, to: MapTarget | null, pmr: boolean) => {
    if (planner === undefined || to === null) return;
    const result = planRoute(planner, from, to, pmr);
    setRoute(result);
    if (result.ok) {
      const firstLeg = result.itinerary.legs[0];
      if (firstLeg !== undefined) setLevelId(firstLeg.levelId);
      setFocus((previous) => ({ unitIds: from?.unitIds ?? to.unitIds, token: (previous?.token ?? 0) + 1 }));
    }
  };

  const chooseInDialog = (mode: PlaceSearchMode, target: MapTarget) => {
    if (mode === 'free') {
      setDialog(null);
      show(target);
    } else if (mode === 'start') setStart(target);
    else setDestination(target);
  };

  const highlighted = useMemo(() => {
    const ids = new Set<string>([...(selected?.unitIds ?? [])]);
    if (route?.ok)
      for (const target of [start, destination]) for (const id of target?.unitIds ?? []) ids.add(id);
    return [...ids];
  }, [selected, route, start, destination]);
  const legs = route?.ok ? route.itinerary.legs : [];
  const level = venue?.levels.find((entry) => entry.id === levelId);
  const isLoading = live === undefined || (venue !== undefined && status !== 'loaded' && isWebGl);

  return (
    <PageLayout title={t('map.title')}>
      <div
        className="indoor-map-page"
        data-testid="map-page"
        data-map-status={status}
        data-version={shown?.version}
      >
        <div className="indoor-map-container" style={{ height: MAP_CONTAINER_HEIGHT }}>
          {live !== undefined && venue === undefined ? (
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
                label={t('map.mapLabel', { level: level ? (level.name.$t[language] ?? '') : '' })}
                kindLabel={kindLabel}
                onSelectUnit={(unitId) =>
                  setSelected(targetOfUnit(unitId, venue, targets ?? [], language, kindLabel))
                }
                onReady={() => change('engineReady')}
                onFailed={() => change('failed')}
              />
            ) : (
              <VenueListView
                venue={venue}
                levelId={levelId}
                highlightedUnitIds={highlighted}
                kindLabel={kindLabel}
                onSelectUnit={(unitId) =>
                  setSelected(targetOfUnit(unitId, venue, targets ?? [], language, kindLabel))
                }
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
              <div className="map-actions">
                <button type="button" onClick={() => setDialog('free')}>
                  {t('map.searchPlace')}
                </button>
                <button type="button" onClick={() => setDialog(start === null ? 'start' : 'destination')}>
                  {t('map.itinerary')}
                </button>
              </div>
              <LevelSwitcher venue={venue} levelId={levelId} onChange={setLevelId} />
              <div className="map-panels">
                {asked === null && targets !== undefined && isAskingForPlace(props) ? (
                  <p className="route-error" role="status" data-testid="not-on-map">
                    {t('map.notOnMap')}
                  </p>
                ) : null}
                {route !== null && !route.ok ? (
                  <p className="route-error" role="alert" data-testid="route-error">
                    {t(`map.errors.${route.error}`)}
                  </p>
                ) : null}
                {route?.ok ? (
                  <RoutePanel
                    itinerary={route.itinerary}
                    isPmr={isPmr}
                    levels={venue.levels}
                    onShowLevel={setLevelId}
                    onClear={() => setRoute(null)}
                  />
                ) : selected !== null ? (
                  <SelectedPlacePanel
                    target={selected}
                    venue={venue}
                    onClose={() => setSelected(null)}
                    onStartHere={() => {
                      setStart(selected);
                      setDialog('destination');
                    }}
                    onGoHere={() => {
                      setDestination(selected);
                      if (start === null) setDialog('destination');
                      else computeRoute(start, selected, isPmr);
                    }}
                  />
                ) : null}
              </div>
            </>
          ) : null}
        </div>
        {isOfferingUpdate && live !== undefined ? (
          <MapUpdateOffer onAccept={() => reload(live)} onDecline={() => setOfferingUpdate(false)} />
        ) : null}
      </div>
      {dialog !== null && targets !== undefined ? (
        <PlaceSearchDialog
          mode={dialog}
          targets={targets}
          start={start}
          destination={destination}
          isPmr={isPmr}
          onPmrChange={choosePmr}
          onModeChange={setDialog}
          onChoose={chooseInDialog}
          onItinerary={() => {
            setDialog(null);
            computeRoute(start, destination, isPmr);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageLayout>
  );
}
