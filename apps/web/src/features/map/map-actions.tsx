import { useTranslation } from 'react-i18next';
import type { MapTarget } from './map-targets.js';

/** The map's own toolbar: find, itinerary, scan a location code, saved positions, and "my position". */
export function MapActions({
  position,
  positionCount,
  isPositionsOpen,
  onSearch,
  onItinerary,
  onScan,
  onTogglePositions,
  onShowPosition,
}: {
  position: MapTarget | null;
  positionCount: number;
  isPositionsOpen: boolean;
  onSearch: () => void;
  onItinerary: () => void;
  onScan: () => void;
  onTogglePositions: () => void;
  onShowPosition: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="map-actions">
      <button type="button" onClick={onSearch}>
        {t('map.searchPlace')}
      </button>
      <button type="button" onClick={onItinerary}>
        {t('map.itinerary')}
      </button>
      <button type="button" onClick={onScan}>
        {t('map.scanLocation')}
      </button>
      <button type="button" aria-expanded={isPositionsOpen} onClick={onTogglePositions}>
        {t('map.positions.open', { count: positionCount })}
      </button>
      {position !== null ? (
        <button
          type="button"
          className="my-position-button"
          data-testid="my-position"
          onClick={onShowPosition}
        >
          {t('map.position.mine', { place: position.title })}
        </button>
      ) : null}
    </div>
  );
}
