import { MAP_CONTAINER_HEIGHT, MAP_CONTAINER_HEIGHT_WITH_BANNER } from '@showfloor/core';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/app-context.js';
import { PageLayout } from '../../app/page-layout.js';
import type { PageProps } from '../../app/page-registry.js';
import { FavoritePositionsPanel } from './favorite-positions-panel.js';
import { MapHappeningBanner, useHappeningBanner } from './happening-banner.js';
import { IndoorMapView } from './indoor-map-view.js';
import { LevelSwitcher } from './level-switcher.js';
import { MapActions } from './map-actions.js';
import { entryKeyOf } from './map-collection.js';
import { MapCollectionPanel } from './map-collection-panel.js';
import { MapUpdateOffer } from './map-update-offer.js';
import { PlaceSearchDialog } from './place-search-dialog.js';
import { RoutePanel } from './route-panel.js';
import { SelectedPlacePanel } from './selected-place-panel.js';
import { useMapFlow } from './use-map-flow.js';
import { VenueListView } from './venue-list-view.js';
import './map.css';

// The camera and its QR decoder are fetched when the visitor first scans a location code.
const LocationScanner = lazy(() =>
  import('./location-scanner.js').then((module) => ({ default: module.LocationScanner })),
);

/**
 * The indoor map page (spec modules §2, page key mobigeo): the venue from local data drawn by
 * maplibre, a level switcher, the search-place dialog, itineraries from the visitor's position,
 * favourite positions, and what the route asks for (docs/map.md): a place (`type` and `id`, or
 * `poi`), all favorites (`favorites`) or a list's items (`type` and `ids`), the unit of a location
 * code (`here`), or a saved position (`position`).
 */
export function MapPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const { language } = useApp();
  const map = useMapFlow(props);
  const { flow, dispatch, venue, targets, position, favorites, collection, routeStart } = map;
  const { levelId, selected, route, destination, isPmr, dialog } = flow;
  const banner = useHappeningBanner();
  const level = venue?.levels.find((entry) => entry.id === levelId);
  // The map's edges under the page's buttons and panels, measured when fitting a view.
  const containerRef = useRef<HTMLDivElement>(null);
  const coveredEdges = useCallback(() => {
    const container = containerRef.current;
    const height = (selector: string) =>
      (container?.querySelector<HTMLElement>(selector)?.offsetHeight ?? 0) + 16;
    const switcher = container?.querySelector<HTMLElement>('.level-switcher')?.offsetWidth ?? 0;
    return { top: height('.map-actions'), bottom: height('.map-panels'), left: 0, right: switcher + 8 };
  }, []);

  return (
    <PageLayout title={t('map.title')}>
      <div
        className="indoor-map-page"
        data-testid="map-page"
        data-map-status={map.status}
        data-version={map.shown?.version}
      >
        {banner !== undefined ? <MapHappeningBanner banner={banner} /> : null}
        <div
          ref={containerRef}
          className="indoor-map-container"
          data-testid="map-container"
          style={{ height: banner === undefined ? MAP_CONTAINER_HEIGHT : MAP_CONTAINER_HEIGHT_WITH_BANNER }}
        >
          {/* Only when the data read has no venue: `shown` follows `live` one render later. */}
          {map.live !== undefined && map.live.venue === undefined && venue === undefined ? (
            <p className="empty-state" role="status">
              {t('map.noVenue')}
            </p>
          ) : null}
          {venue !== undefined && levelId !== undefined ? (
            map.isWebGl ? (
              <IndoorMapView
                venue={venue}
                levelId={levelId}
                highlightedUnitIds={map.highlighted}
                routeLegs={map.legs}
                focus={flow.focus}
                pins={collection.pins}
                myPositionUnitId={position.unitId}
                label={t('map.mapLabel', { level: level ? (level.name.$t[language] ?? '') : '' })}
                kindLabel={map.kindLabel}
                onSelectUnit={map.selectUnit}
                coveredEdges={coveredEdges}
                onSelectPin={map.selectPin}
                onReady={() => map.change('engineReady')}
                onFailed={map.onEngineFailed}
              />
            ) : (
              <VenueListView
                venue={venue}
                levelId={levelId}
                highlightedUnitIds={map.highlighted}
                kindLabel={map.kindLabel}
                onSelectUnit={map.selectUnit}
              />
            )
          ) : null}
          {map.isLoading ? (
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
                onSearch={() => dispatch({ type: 'openDialog', mode: 'free' })}
                onItinerary={() => dispatch({ type: 'openItinerary', position: position.target })}
                onScan={() => dispatch({ type: 'openScanner' })}
                onTogglePositions={() => {
                  favorites.setOpen(!favorites.isOpen);
                  favorites.clearNotice();
                }}
                onShowPosition={map.showPosition}
              />
              <LevelSwitcher
                venue={venue}
                levelId={levelId}
                onChange={(next) => dispatch({ type: 'showLevel', levelId: next })}
              />
              <div className="map-panels">
                {map.isAskedMissing ? (
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
                    currentId={favorites.notice?.id ?? map.askedPositionId ?? undefined}
                    notice={favorites.notice?.text ?? null}
                    onShow={(entry) => entry.target !== null && map.show(entry.target)}
                    onDelete={map.deletePosition}
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
                    onShowLevel={(next) => dispatch({ type: 'showRouteLevel', levelId: next })}
                    onClear={() => dispatch({ type: 'clearRoute' })}
                  />
                ) : selected !== null ? (
                  <SelectedPlacePanel
                    key={selected.key}
                    target={selected}
                    onClose={() => dispatch({ type: 'closePlace' })}
                    onStartHere={() => map.startHere(selected)}
                    onGoHere={() => dispatch({ type: 'goHere', position: position.target })}
                    onSavePosition={(title) => favorites.save(selected, title)}
                  />
                ) : null}
                {collection.request !== null && collection.collection !== null ? (
                  <MapCollectionPanel
                    request={collection.request}
                    collection={collection.collection}
                    selectedKey={selected === null ? undefined : entryKeyOf(selected)}
                    onChoose={map.show}
                    onClose={collection.close}
                  />
                ) : null}
              </div>
            </>
          ) : null}
        </div>
        {map.isOfferingUpdate ? (
          <MapUpdateOffer onAccept={map.acceptUpdate} onDecline={map.declineUpdate} />
        ) : null}
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
          notice={flow.dialogNotice === null ? null : t(`map.errors.${flow.dialogNotice}`)}
          onPmrChange={map.choosePmr}
          onModeChange={(mode) => dispatch({ type: 'changeDialogMode', mode })}
          onChoose={(_mode, target) => map.chooseInDialog(target)}
          onStartFromPosition={() => dispatch({ type: 'startFromPosition', position: position.target })}
          onItinerary={() => dispatch({ type: 'askItinerary', position: position.target })}
          onClose={() => dispatch({ type: 'closeDialog' })}
        />
      ) : null}
      {flow.isScanning ? (
        <Suspense fallback={null}>
          <LocationScanner onResult={map.onScanResult} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
