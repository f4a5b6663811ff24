import { isScanDisabled, type LeadCaptureState, leadListCounts } from '@showfloor/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactCompany, contactDisplayName, type LeadSort, orderLeadList } from './lead-list-order.js';

export interface LeadListScreenProps {
  state: LeadCaptureState;
  isSearching: boolean;
  now: number;
  onScan(): void;
  onSync(): void;
  onOpenMenu(): void;
  onOpenSearch(): void;
  onCloseSearch(): void;
}

/**
 * Screen 3: the event, the counts, the sort switch, search, sync, scan and menu, then the contacts.
 * After the event the scan button stays visible but disabled, with the reason under it.
 */
export function LeadListScreen(props: LeadListScreenProps) {
  const { state, isSearching, now } = props;
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<LeadSort>('date');
  const [search, setSearch] = useState('');
  const counts = leadListCounts(state.contacts);
  const isScanOff = state.context ? isScanDisabled(state.context, now) : true;
  const shown = orderLeadList(state.contacts, sort, isSearching ? search : '', i18n.language);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <section className="leads-screen leads-list" aria-labelledby="leads-event-name">
      <h2 id="leads-event-name" className="leads-event-name">
        {state.context?.eventName}
      </h2>
      <dl className="leads-counts">
        <div>
          <dt>{t('leads.list.contacts')}</dt>
          <dd data-testid="leads-count">{counts.total}</dd>
        </div>
        <div>
          <dt>{t('leads.list.notSynchronised')}</dt>
          <dd data-testid="leads-not-synchronised">{counts.notSynchronised}</dd>
        </div>
      </dl>
      <div className="leads-toolbar">
        <fieldset className="leads-sort">
          <legend>{t('leads.list.sortBy')}</legend>
          {(['date', 'company'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="leads-sort"
                checked={sort === option}
                onChange={() => setSort(option)}
              />
              {t(option === 'date' ? 'leads.list.sortDate' : 'leads.list.sortCompany')}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="leads-secondary"
          onClick={isSearching ? props.onCloseSearch : props.onOpenSearch}
        >
          {isSearching ? t('leads.list.closeSearch') : t('leads.list.search')}
        </button>
        <button type="button" className="leads-secondary" onClick={props.onOpenMenu}>
          {t('leads.list.menu')}
        </button>
      </div>
      {isSearching ? (
        <input
          type="search"
          className="leads-search"
          aria-label={t('leads.list.search')}
          placeholder={t('leads.list.searchPlaceholder')}
          value={search}
          // biome-ignore lint/a11y/noAutofocus: the search field is what the search button opens.
          autoFocus
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      <div className="leads-actions">
        <button
          type="button"
          className="leads-secondary"
          onClick={props.onSync}
          disabled={state.sending !== null}
        >
          {state.sending ? t('leads.list.syncing') : t('leads.list.sync')}
        </button>
        <button
          type="button"
          className="leads-primary"
          onClick={props.onScan}
          disabled={isScanOff}
          aria-describedby={isScanOff ? 'leads-scan-disabled' : undefined}
        >
          {t('leads.list.scan')}
        </button>
      </div>
      {isScanOff ? (
        <p id="leads-scan-disabled" className="leads-warning">
          {t('leads.list.scanDisabled')}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="leads-empty">
          {state.contacts.length === 0 ? t('leads.list.empty') : t('leads.list.noMatch')}
        </p>
      ) : (
        <ul className="leads-contacts" aria-label={t('leads.list.contacts')}>
          {shown.map((contact) => (
            <li key={contact.code} className="leads-contact" data-testid={`lead-${contact.code}`}>
              <span className="leads-contact-name">{contactDisplayName(contact)}</span>
              <span className="leads-contact-company">{contactCompany(contact)}</span>
              <span className="leads-contact-date">
                {contact.history[0] ? dateFormat.format(contact.history[0]) : ''}
              </span>
              <span
                className={contact.isSync ? 'leads-sync leads-sync-done' : 'leads-sync leads-sync-pending'}
              >
                {contact.isSync ? t('leads.list.synchronised') : t('leads.list.pending')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
