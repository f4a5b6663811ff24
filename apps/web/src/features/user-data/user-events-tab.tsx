import { type UserEvent, userEventCatalogId } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import { RouteLink } from '../../shell/index.js';

/**
 * "Your events" (spec core §2 "User data"): the user's agenda as the profile carries it; an event
 * the show's catalog holds opens its sheet, others are shown as text.
 */
export function UserEventsTab({ events }: { events: readonly UserEvent[] }) {
  const { t } = useTranslation();
  const { services } = useApp();
  const ids = events.flatMap((event) => userEventCatalogId(event) ?? []);
  const known = useLiveQuery(
    async () => {
      const records = await services.catalog.getRecords('events', ids);
      return new Set(records.map((record) => record.id));
    },
    `events:${ids.join(',')}`,
  );
  return (
    <ul className="account-list" data-testid="user-events">
      {events.map((event) => {
        const id = userEventCatalogId(event);
        const title = event.title || t('userData.untitledEvent');
        const when = [
          event.start_date,
          event.start_time && event.end_time ? `${event.start_time} – ${event.end_time}` : '',
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={String(event.id)} className="participant-row">
            <span className="participant-row-text">
              {id !== null && known?.has(id) ? (
                <RouteLink route={{ pageKey: 'event', props: { id } }}>{title}</RouteLink>
              ) : (
                <span>{title}</span>
              )}
              <span className="participant-row-subtitle">{when}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
