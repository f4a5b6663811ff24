import { useTranslation } from 'react-i18next';
import { dataTypeLabelKey } from '../../i18n/index.js';
import { useApp } from '../../shell/app-context.js';
import { mapRouteOfPosition } from './map-route.js';
import { useFavoritePositionActions, useFavoritePositions } from './use-favorite-positions.js';
import './favorite-positions-group.css';

/**
 * The favourite positions as a group of the favorites page (spec modules §2: synced between map
 * and app; the 'favoritepositions' label of the data types): each opens the map on it. Nothing
 * shows when there is none. Styled like the page's other groups.
 */
export function FavoritePositionsGroup() {
  const { t } = useTranslation();
  const { router, language } = useApp();
  const positions = useFavoritePositions();
  const { remove } = useFavoritePositionActions();
  if (positions.length === 0) return null;
  return (
    <section
      className="favorites-group"
      aria-labelledby="favorites-favoritepositions"
      data-testid="favorites-positions"
    >
      <h2 id="favorites-favoritepositions">
        {t(dataTypeLabelKey('favoritepositions', positions.length, language))}
      </h2>
      <ul className="favorites-list">
        {positions.map((position) => (
          <li key={position.id} className="favorite-row">
            <button
              type="button"
              className="list-row"
              onClick={() => router.navigate(mapRouteOfPosition(position.id))}
            >
              <span className="list-row-text">
                <span className="list-row-title">{position.title}</span>
              </span>
            </button>
            <button
              type="button"
              className="favorite-position-delete"
              aria-label={t('map.positions.delete', { title: position.title })}
              onClick={() => remove(position.id)}
            >
              {t('map.positions.deleteShort')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
