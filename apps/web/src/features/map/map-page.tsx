import { MAP_CONTAINER_HEIGHT, MAP_CONTAINER_HEIGHT_WITH_BANNER } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../shell/page.js';
import { PageLayout } from '../../shell/page-layout.js';
import { MapHappeningBanner, useHappeningBanner } from './happening-banner.js';
import { MapDialogs } from './map-dialogs.js';
import { MapOverlays } from './map-overlays.js';
import { MapSurface } from './map-surface.js';
import { MapUpdateOffer } from './map-update-offer.js';
import { useCoveredEdges } from './use-covered-edges.js';
import { useMapFlow } from './use-map-flow.js';
import './map.css';

/**
 * The indoor map page (spec modules §2, page key mobigeo): the venue from local data drawn by
 * maplibre, a level switcher, the search-place dialog, itineraries from the visitor's position,
 * favourite positions, and what the route asks for (docs/map.md): a place (`type` and `id`, or
 * `poi`), all favorites (`favorites`) or a list's items (`type` and `ids`), the unit of a location
 * code (`here`), or a saved position (`position`).
 */
export function MapPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const map = useMapFlow(props);
  const { venue, live } = map;
  const { levelId } = map.flow;
  const banner = useHappeningBanner();
  const { containerRef, coveredEdges } = useCoveredEdges();

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
          {live !== undefined && live.venue === undefined && venue === undefined ? (
            <p className="empty-state" role="status">
              {t('map.noVenue')}
            </p>
          ) : null}
          {venue !== undefined && levelId !== undefined ? (
            <MapSurface map={map} venue={venue} levelId={levelId} coveredEdges={coveredEdges} />
          ) : null}
          {map.isLoading ? (
            <div className="map-loader" role="status" data-testid="map-loader">
              <span className="map-spinner" aria-hidden="true" />
              {t('map.loading')}
            </div>
          ) : null}
          {venue !== undefined && levelId !== undefined ? (
            <MapOverlays map={map} venue={venue} levelId={levelId} />
          ) : null}
        </div>
        {map.isOfferingUpdate ? (
          <MapUpdateOffer onAccept={map.acceptUpdate} onDecline={map.declineUpdate} />
        ) : null}
      </div>
      <MapDialogs map={map} />
    </PageLayout>
  );
}
