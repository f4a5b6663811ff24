import type { UserEvent } from '@showfloor/core';
import { useTranslation } from 'react-i18next';

/** "Your events" (spec core §2 "User data"): the user's agenda as the profile carries it. */
export function UserEventsTab({ events }: { events: readonly UserEvent[] }) {
  const { t } = useTranslation();
  return (
    <ul className="account-list">
      {events.map((event) => (
        <li key={String(event.id)} className="participant-row">
          <span className="participant-row-text">
            <span>{event.title || t('userData.untitledEvent')}</span>
            <span className="participant-row-subtitle">
              {[
                event.start_date,
                event.start_time && event.end_time ? `${event.start_time} – ${event.end_time}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
