import type { VenueModel } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { IndoorMapView } from './indoor-map-view.js';
import type { CoveredEdges } from './map-camera.js';
import type { MapFlowController } from './use-map-flow.js';
import { VenueListView } from './venue-list-view.js';

/** The shown level: drawn by maplibre, or as a list of its places where WebGL is missing. */
export function MapSurface({
  map,
  venue,
  levelId,
  coveredEdges,
}: {
  map: MapFlowController;
  venue: VenueModel;
  levelId: string;
  coveredEdges: () => CoveredEdges;
}) {
  const { t } = useTranslation();
  const { language } = useApp();
  if (!map.isWebGl) {
    return (
      <VenueListView
        venue={venue}
        levelId={levelId}
        highlightedUnitIds={map.highlighted}
        kindLabel={map.kindLabel}
        onSelectUnit={map.selectUnit}
      />
    );
  }
  const level = venue.levels.find((entry) => entry.id === levelId);
  return (
    <IndoorMapView
      venue={venue}
      levelId={levelId}
      highlightedUnitIds={map.highlighted}
      routeLegs={map.legs}
      focus={map.flow.focus}
      pins={map.collection.pins}
      myPositionUnitId={map.position.unitId}
      label={t('map.mapLabel', { level: level ? (level.name.$t[language] ?? '') : '' })}
      kindLabel={map.kindLabel}
      onSelectUnit={map.selectUnit}
      coveredEdges={coveredEdges}
      onSelectPin={map.selectPin}
      onReady={() => map.change('engineReady')}
      onFailed={map.onEngineFailed}
    />
  );
}
