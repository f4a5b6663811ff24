import type { OutdoorPlace } from '@showfloor/core';
import { useTranslation } from 'react-i18next';

/**
 * The places as a list: the map for screen readers and keyboard users who prefer it, and the only
 * view where the browser cannot draw the map (no WebGL). Choosing a place opens its info window.
 */
export function OutdoorPlaceList({
  places,
  colors,
  selectedId,
  categoryName,
  onSelect,
}: {
  places: readonly OutdoorPlace[];
  colors: ReadonlyMap<number, string>;
  selectedId: number | null;
  categoryName: (place: OutdoorPlace) => string;
  onSelect: (place: OutdoorPlace, opener: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="outdoor-place-list" aria-labelledby="outdoor-list-title" data-testid="outdoor-list">
      <h2 id="outdoor-list-title">{t('outdoorMap.listTitle', { count: places.length })}</h2>
      <ul>
        {places.map((place) => (
          <li key={place.id}>
            <button
              type="button"
              className="list-row"
              aria-current={place.id === selectedId ? 'true' : undefined}
              onClick={(event) => onSelect(place, event.currentTarget)}
            >
              <span
                className="list-row-mark"
                style={{ background: colors.get(place.id) ?? place.category.color }}
                aria-hidden="true"
              />
              <span className="list-row-text">
                <span className="list-row-title">{place.title}</span>
                <span className="list-row-subtitle">
                  {place.address ? `${categoryName(place)} · ${place.address}` : categoryName(place)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
