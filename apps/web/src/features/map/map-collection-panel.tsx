import { useTranslation } from 'react-i18next';
import { dataTypeLabelKey } from '../../i18n/index.js';
import { useApp } from '../../shell/app-context.js';
import { entryKeyOf, type MapCollection } from './map-collection.js';
import type { MapCollectionRequest } from './map-route-props.js';
import type { MapTarget } from './map-targets.js';

/**
 * "Show all on map" as a list (spec modules §2): every entry the map pins, as a button that shows
 * it, so keyboard and screen-reader users reach what the pins show; and how many are not on the map.
 */
export function MapCollectionPanel({
  request,
  collection,
  selectedKey,
  onChoose,
  onClose,
}: {
  request: MapCollectionRequest;
  collection: MapCollection;
  selectedKey: string | undefined;
  onChoose: (target: MapTarget) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useApp();
  const { entries, missing } = collection;
  const isFavorites = request.kind === 'favorites';
  return (
    <section className="map-collection" aria-labelledby="map-collection-title" data-testid="map-collection">
      <div className="map-panel-header">
        <h2 id="map-collection-title">
          {t(isFavorites ? 'map.collection.favoritesTitle' : 'map.collection.itemsTitle', {
            count: entries.length,
          })}
        </h2>
        <button type="button" onClick={onClose}>
          {t('map.collection.close')}
        </button>
      </div>
      {missing > 0 ? (
        <p className="map-panel-note" role="status" data-testid="map-collection-missing">
          {t(isFavorites ? 'map.collection.favoritesMissing' : 'map.collection.itemsMissing', {
            count: missing,
          })}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="map-panel-note">{t('map.collection.empty')}</p>
      ) : (
        <ul className="map-panel-list">
          {entries.map((entry) => {
            const key = entryKeyOf(entry);
            const kind = entry.group === 'facilities' ? '' : t(dataTypeLabelKey(entry.group, 1, language));
            return (
              <li key={key}>
                <button
                  type="button"
                  className="list-row"
                  aria-current={key === selectedKey ? 'true' : undefined}
                  onClick={() => onChoose(entry)}
                >
                  <span className="list-row-text">
                    <span className="list-row-title">{entry.title}</span>
                    <span className="list-row-subtitle">
                      {[kind, entry.subtitle].filter((part) => part !== '').join(' · ')}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
