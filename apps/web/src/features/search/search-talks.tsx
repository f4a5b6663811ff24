import { formatShortShowDay, type SearchTalk } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { RouteLink } from '../../shell/index.js';

/**
 * A speaker's talks under their search result: who is looked up by name is most often looked up
 * for what they present. Each talk links to its sheet and says when it takes place.
 */
export function SearchTalks({ speaker, talks }: { speaker: string; talks: readonly SearchTalk[] }) {
  const { t } = useTranslation();
  const { language } = useApp();
  return (
    <ul className="search-talks" aria-label={t('search.talksOf', { name: speaker })}>
      {talks.map((talk) => {
        // As a list row writes an event's time ('Sat, Feb 1 12h10 – 12h20').
        const times = talk.startTime && talk.endTime ? `${talk.startTime} – ${talk.endTime}` : talk.startTime;
        const when = [talk.date ? formatShortShowDay(talk.date, language) : '', times]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={talk.id}>
            <RouteLink route={{ pageKey: 'event', props: { id: talk.id } }} className="search-talk">
              <span className="search-talk-title">{talk.title || t('search.untitled')}</span>
              {when ? <span className="search-talk-when">{when}</span> : null}
            </RouteLink>
          </li>
        );
      })}
    </ul>
  );
}
