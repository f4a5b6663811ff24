import type { FavoritePosition } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { MapTarget } from './map-targets.js';

export interface PositionEntry {
  position: FavoritePosition;
  /** Where it stands on this map; null when its places are no longer on it. */
  target: MapTarget | null;
}

/**
 * The visitor's favourite positions on the map: each opens on the map, each can be deleted. A
 * refused save shows its message here, beside the position it names (spec modules §8).
 */
export function FavoritePositionsPanel({
  entries,
  currentId,
  notice,
  onShow,
  onDelete,
  onClose,
}: {
  entries: readonly PositionEntry[];
  currentId: string | undefined;
  notice: string | null;
  onShow: (entry: PositionEntry) => void;
  onDelete: (position: FavoritePosition) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="favorite-positions"
      aria-labelledby="favorite-positions-title"
      data-testid="favorite-positions"
    >
      <div className="map-panel-header">
        <h2 id="favorite-positions-title">{t('map.positions.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('map.positions.close')}
        </button>
      </div>
      {notice !== null ? (
        <p className="route-error" role="alert" data-testid="favorite-position-notice">
          {notice}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="map-panel-note">{t('map.positions.empty')}</p>
      ) : (
        <ul className="map-panel-list">
          {entries.map(({ position, target }) => (
            <li key={position.id} className="favorite-position-row">
              <button
                type="button"
                className="list-row"
                aria-current={position.id === currentId ? 'true' : undefined}
                disabled={target === null}
                onClick={() => onShow({ position, target })}
              >
                <span className="list-row-text">
                  <span className="list-row-title">{position.title}</span>
                  <span className="list-row-subtitle">{target?.subtitle ?? t('map.positions.gone')}</span>
                </span>
              </button>
              <button
                type="button"
                className="favorite-position-delete"
                aria-label={t('map.positions.delete', { title: position.title })}
                onClick={() => onDelete(position)}
              >
                {t('map.positions.deleteShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
