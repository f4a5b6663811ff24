import type { LegendEntry } from '@showfloor/core';
import { useTranslation } from 'react-i18next';

/** The value of the "all categories" choice: no category key is empty-looking like this. */
const ALL = '*all*';

/** The category filter dropdown (spec modules §2 "Map place"): all places, or one category's. */
export function CategoryFilter({
  entries,
  total,
  value,
  categoryName,
  onChange,
}: {
  entries: readonly LegendEntry[];
  total: number;
  value: string | undefined;
  categoryName: (entry: LegendEntry) => string;
  onChange: (categoryKey: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="outdoor-filter">
      <span>{t('outdoorMap.category')}</span>
      <select
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
      >
        <option value={ALL}>{t('outdoorMap.allCategories', { count: total })}</option>
        {entries.map((entry) => (
          <option key={entry.key} value={entry.key}>
            {t('outdoorMap.categoryOption', { name: categoryName(entry), count: entry.count })}
          </option>
        ))}
      </select>
    </label>
  );
}
