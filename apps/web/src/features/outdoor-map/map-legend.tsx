import type { LegendEntry } from '@showfloor/core';
import { useTranslation } from 'react-i18next';

/** Which marker colour is which category (spec modules §2 "Map place … a legend"). */
export function MapLegend({
  entries,
  categoryName,
}: {
  entries: readonly LegendEntry[];
  categoryName: (entry: LegendEntry) => string;
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section className="outdoor-legend" aria-labelledby="outdoor-legend-title" data-testid="outdoor-legend">
      <h2 id="outdoor-legend-title">{t('outdoorMap.legend')}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <span className="outdoor-swatch" style={{ background: entry.color }} aria-hidden="true" />
            {categoryName(entry)}
          </li>
        ))}
      </ul>
    </section>
  );
}
