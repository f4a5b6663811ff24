import { DETAIL_PAGE_OF_TYPE, isPublishedDataType, type SearchResults } from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTypeLabelKey } from '../../i18n/index.js';
import { useApp } from '../../shell/app-context.js';
import { SearchTalks } from './search-talks.js';

/**
 * Rows painted with the first frame of results. Up to SEARCH_RESULT_CAP rows can match; painting
 * them all at once costs more than the keystroke-to-results budget on a slow phone, so the first
 * screenfuls come at once and the rest on the next task.
 */
const FIRST_PAINT_ROWS = 12;

/** Search results grouped by data type, each group headed by its type and count. Remount per search. */
export function SearchResultGroups({ results }: { results: SearchResults }) {
  const { t } = useTranslation();
  const { router, language } = useApp();
  const [rowBudget, setRowBudget] = useState(FIRST_PAINT_ROWS);
  useEffect(() => {
    performance.mark('search-results');
    if (results.count <= FIRST_PAINT_ROWS) return;
    const timer = setTimeout(() => setRowBudget(Number.POSITIVE_INFINITY), 0);
    return () => clearTimeout(timer);
  }, [results]);
  let remaining = rowBudget;
  return results.groups.map((group) => {
    const shown = group.items.slice(0, Math.max(0, remaining));
    remaining -= shown.length;
    return (
      <section key={group.type} aria-labelledby={`search-${group.type}`}>
        <h2 id={`search-${group.type}`}>
          {t(dataTypeLabelKey(group.type, group.items.length, language))} ({group.items.length})
        </h2>
        <ul className="search-group">
          {shown.map((item) => {
            const pageKey = isPublishedDataType(item.type) ? DETAIL_PAGE_OF_TYPE[item.type] : undefined;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="list-row"
                  onClick={() => pageKey && router.navigate({ pageKey, props: { id: item.id } })}
                >
                  <span className="list-row-text">
                    <span className="list-row-title">{item.title}</span>
                    {item.subtitles?.[0] ? (
                      <span className="list-row-subtitle">{item.subtitles.slice(0, 2).join(' · ')}</span>
                    ) : null}
                  </span>
                </button>
                {item.talks?.length ? <SearchTalks speaker={item.title} talks={item.talks} /> : null}
              </li>
            );
          })}
        </ul>
      </section>
    );
  });
}
