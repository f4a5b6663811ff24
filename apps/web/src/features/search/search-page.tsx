import { SEARCH_RESULT_CAP } from '@showfloor/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../shell/page-layout.js';
import { SearchResultGroups } from './search-result-groups.js';
import { useContextualSearch } from './use-contextual-search.js';
import './search.css';

/**
 * The results under the box. Its own component so that the debounced search re-renders only the
 * results, not the page around them: part of the keystroke-to-results budget.
 */
function SearchResultsPanel({ term }: { term: string }) {
  const { t } = useTranslation();
  const { results, isIndexReady } = useContextualSearch(term, 'search');
  return (
    <div className="search-results" aria-live="polite" data-testid="search-results">
      {!isIndexReady && term !== '' ? <p>{t('search.preparing')}</p> : null}
      {results?.status === 'tooShort' && term.trim() !== '' ? <p>{t('search.tooShort')}</p> : null}
      {results?.status === 'noResult' ? <p data-testid="search-no-result">{t('search.noResult')}</p> : null}
      {results?.tooMany ? (
        <p className="search-accuracy" role="status">
          {t('search.accuracy').replace('#number#', String(SEARCH_RESULT_CAP))}
        </p>
      ) : null}
      {results ? <SearchResultGroups key={`${results.mode}:${term}`} results={results} /> : null}
    </div>
  );
}

/**
 * The search page (spec core §2 "Search"): substring search from 2 characters, results grouped by
 * data type, 'no result', and past SEARCH_RESULT_CAP results the accuracy message asking for a
 * more precise term (the `term` prop pre-fills the box, for links from elsewhere).
 */
export function SearchPage({ props }: { props: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState(typeof props.term === 'string' ? props.term : '');
  const inputId = useId();
  return (
    <PageLayout title={t('search.pageTitle')}>
      <div className="personal-page">
        <search className="search-form">
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id={inputId}
            type="search"
            value={term}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            onChange={(event) => setTerm(event.target.value)}
          />
        </search>
        <SearchResultsPanel term={term} />
      </div>
    </PageLayout>
  );
}
