import { filterByName, SEARCH_MIN_CHARS } from '@showfloor/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParticipantRow, useParticipantsByIds } from '../participants/index.js';

/** Contacted participants (spec core §2 "User data"), with a search from 2 characters. */
export function ContactedParticipantsTab({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const load = useParticipantsByIds(ids);
  if (load.status === 'pending') return <p role="status">{t('userData.loading')}</p>;
  if (load.status === 'failed') return <p>{t('userData.contactedFailed')}</p>;
  const shown = filterByName(load.participants, query);
  return (
    <div>
      <div className="account-field">
        <label htmlFor={searchId}>{t('userData.searchContacted')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          minLength={SEARCH_MIN_CHARS}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p>{t('userData.noResult')}</p>
      ) : (
        <ul className="account-list" data-testid="contacted-participants">
          {shown.map((participant) => (
            <li key={participant.id}>
              <ParticipantRow participant={participant} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
