import {
  type AdvancedSearch,
  advancedSearchParams,
  EMPTY_ADVANCED_SEARCH,
  PARTICIPANTS_FETCH_DEBOUNCE_MS,
  previousOffset,
  type SimpleSearch,
  simpleSearchParams,
} from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { PageLayout } from '../../shell/page-layout.js';
import { ParticipantRow } from './participant-row.js';
import { AdvancedSearchForm, SimpleSearchForm } from './participant-search-forms.js';
import { useCodifications } from './use-codifications.js';
import { useParticipantSearch } from './use-participant-search.js';
import '../../shell/forms.css';
import './participants.css';

/**
 * The participants list and search (spec core §2 "Search and advanced search", page search-taiga
 * with props dataType, navIndex, isAdvanced). Login required (the page layout's gate). Simple mode
 * searches as the user types, 400 ms after the last key; advanced mode on its button.
 */
export function ParticipantsPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const { services, language } = useApp();
  const [isAdvanced, setAdvanced] = useState(props.isAdvanced === true);
  const [simple, setSimple] = useState<SimpleSearch>({ keyword: '', searchBy: 'organizationName' });
  const [advanced, setAdvancedSearch] = useState<AdvancedSearch>(EMPTY_ADVANCED_SEARCH);
  const lists = useCodifications();
  const search = useParticipantSearch();
  const { run } = search;

  useEffect(() => {
    if (isAdvanced) return;
    const timer = setTimeout(() => run(simpleSearchParams(simple)), PARTICIPANTS_FETCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [isAdvanced, simple, run]);

  const submitAdvanced = () => {
    const result = advancedSearchParams(advanced);
    if (!result.ok) {
      services.notifications.add({ message: `participants.${result.message}`, level: 'warning' });
      return;
    }
    run(result.params);
  };

  const { window, status } = search;
  return (
    <PageLayout title={t('participants.title')}>
      <div className="account-page">
        <div className="search-modes">
          <button type="button" aria-pressed={!isAdvanced} onClick={() => setAdvanced(false)}>
            {t('participants.simple')}
          </button>
          <button type="button" aria-pressed={isAdvanced} onClick={() => setAdvanced(true)}>
            {t('participants.advanced')}
          </button>
        </div>
        {isAdvanced ? (
          <AdvancedSearchForm
            search={advanced}
            lists={lists}
            language={language}
            onChange={setAdvancedSearch}
            onSubmit={submitAdvanced}
          />
        ) : (
          <SimpleSearchForm search={simple} onChange={setSimple} />
        )}
        <div aria-live="polite" className="field-hint">
          {status === 'pending' ? t('participants.loading') : null}
          {status === 'noResult' ? t('participants.noResult') : null}
          {status === 'failed' ? t('participants.fetchError') : null}
        </div>
        {status === 'results' && window ? (
          <>
            {previousOffset(window) !== undefined ? (
              <button type="button" onClick={search.previous} disabled={search.isLoadingPage}>
                {t('participants.previous')}
              </button>
            ) : null}
            <ul className="account-list" data-testid="participants-results">
              {window.rows.map((participant) => (
                <li key={participant.id}>
                  <ParticipantRow participant={participant} />
                </li>
              ))}
            </ul>
            {window.hasMore ? (
              <button type="button" onClick={search.more} disabled={search.isLoadingPage}>
                {t('participants.more')}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}
