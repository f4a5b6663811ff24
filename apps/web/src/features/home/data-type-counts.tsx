import { type Language, PUBLISHED_DATA_TYPES } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { dataTypeLabelKey } from '../../i18n/index.js';
import type { RecordCounts } from '../../platform/local-db/index.js';

/** One row per data type held on the device, in the catalog's order, with its record count. */
export function DataTypeCounts({ counts, language }: { counts: RecordCounts; language: Language }) {
  const { t } = useTranslation();
  const types = PUBLISHED_DATA_TYPES.filter((type) => (counts[type] ?? 0) > 0);
  if (types.length === 0) return <p>{t('home.noData')}</p>;
  const numbers = new Intl.NumberFormat(language);
  return (
    <ul className="data-counts" data-testid="data-counts">
      {types.map((type) => {
        const count = counts[type] ?? 0;
        return (
          <li key={type} data-testid={`count-${type}`}>
            <span className="count-label">{t(dataTypeLabelKey(type, count, language))}</span>
            <span className="count-value">{numbers.format(count)}</span>
          </li>
        );
      })}
    </ul>
  );
}
