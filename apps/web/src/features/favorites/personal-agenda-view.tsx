import { type CatalogRecord, formatShowDay, personalAgenda } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { calendarFileName, calendarFileOf, downloadCalendar } from '../exports/index.js';
import { agendaEntryTime } from './agenda-entry-time.js';
import { FavoriteRow } from './favorite-row.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The user's own agenda: favorite events by day, in time order, each overlap marked with the
 * sessions it clashes with so the user can choose (issue: personal agenda with conflicts).
 */
export function PersonalAgendaView({ events }: { events: readonly CatalogRecord[] }) {
  const { t } = useTranslation();
  const { config, language, services } = useApp();
  const days = personalAgenda(
    events,
    events.map((event) => event.id),
  );
  const titleOf = new Map(events.map((event) => [event.id, text(event.title)]));
  const exportOne = (event: CatalogRecord) => {
    const file = calendarFileOf([event], {
      timeZone: config?.timeZone ?? 'Europe/Paris',
      now: services.clock.now(),
      appUrl: `${window.location.origin}${window.location.pathname}`,
    });
    downloadCalendar(file, calendarFileName(text(event.title)), services.notifications);
  };
  return (
    <section className="personal-agenda" aria-labelledby="personal-agenda-title">
      <h2 id="personal-agenda-title">{t('favorites.agendaTitle')}</h2>
      {days.map((day) => (
        <section key={day.day ?? 'undated'} className="personal-agenda-day">
          <h3>{day.day ? formatShowDay(day.day, language) : t('favorites.undated')}</h3>
          <ul className="favorites-list">
            {day.entries.map(({ event, conflictsWith }) => {
              const times = agendaEntryTime(event, day.day, language, config?.timeZone);
              const clash =
                conflictsWith.length > 0
                  ? t('favorites.conflict', {
                      titles: conflictsWith.map((id) => titleOf.get(id) ?? '').join(', '),
                    })
                  : '';
              return (
                <FavoriteRow
                  key={event.id}
                  type="events"
                  record={event}
                  subtitle={[times, text(event.event_place_text), clash].filter(Boolean).join(' · ')}
                >
                  {clash ? (
                    <span
                      className="agenda-conflict"
                      role="img"
                      aria-label={clash}
                      data-testid="agenda-conflict"
                    >
                      ⚠
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className="agenda-ics"
                    aria-label={t('favorites.addToCalendar', { title: text(event.title) })}
                    onClick={() => exportOne(event)}
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
                      <path d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Zm6 5h2v3h3v2h-3v3h-2v-3H8v-2h3v-3Z" />
                    </svg>
                  </button>
                </FavoriteRow>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
