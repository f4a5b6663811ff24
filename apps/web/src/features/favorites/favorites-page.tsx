import { type CatalogRecord, favoritesCount, showDayOf } from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTypeLabelKey } from '../../i18n/index.js';
import { useApp } from '../../shell/app-context.js';
import { PageLayout } from '../../shell/page-layout.js';
import { calendarFileOf, downloadCalendar, downloadFile } from '../exports/index.js';
import { useIsLoggedIn } from '../login/index.js';
import { FavoritePositionsGroup } from '../map/index.js';
import { useProfileKey } from '../profiles/index.js';
import { RemindersSwitch } from '../reminders/index.js';
import { CalendarSubscriptionSection } from './calendar-subscription.js';
import { type FavoriteGroup, loadFavoriteGroups } from './favorite-records.js';
import { FavoriteRow } from './favorite-row.js';
import {
  favoritesFileName,
  favoritesSpreadsheet,
  favoritesSpreadsheetRows,
} from './favorites-spreadsheet.js';
import { FavoritesSyncSection } from './favorites-sync-section.js';
import { PersonalAgendaView } from './personal-agenda-view.js';
import { useFavorites } from './use-favorites.js';
import './favorites.css';

const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The favorites page (spec core §2 "Favorites", modules §2): the synchronisation notice, an empty
 * state, favorites grouped by type, the personal agenda of favorite events, show-all-on-map when
 * the map exists, the login button for the default profile only, the downloads of the web app, and
 * the session reminders switch.
 */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { services, config, language, router } = useApp();
  const favorites = useFavorites();
  const profileKey = useProfileKey();
  const isLoggedIn = useIsLoggedIn();
  const [groups, setGroups] = useState<FavoriteGroup[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadFavoriteGroups(services.catalog, favorites).then((loaded) => {
      if (isCurrent) setGroups(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [favorites, services]);
  const title = t('favorites.pageTitle');
  const events: CatalogRecord[] = groups?.find((group) => group.type === 'events')?.records ?? [];
  const isSynced = config?.features.synchronizedFavorites === true;
  const showLogin = profileKey === 'default' && config?.features.login === true && !isLoggedIn;
  const timeZone = config?.timeZone ?? 'Europe/Paris';

  const downloadSpreadsheet = async () => {
    if (!groups) return;
    const blob = await favoritesSpreadsheet(
      {
        name: t('favorites.columns.name'),
        dateTime: t('favorites.columns.dateTime'),
        place: t('favorites.columns.place'),
      },
      favoritesSpreadsheetRows(groups, language, timeZone),
    );
    downloadFile(blob, favoritesFileName(title, showDayOf(services.clock.now(), timeZone)), XLSX_MIME_TYPE);
  };
  const downloadAllEvents = () => {
    const file = calendarFileOf(events, {
      timeZone,
      now: services.clock.now(),
      appUrl: `${window.location.origin}${window.location.pathname}`,
      name: title,
    });
    downloadCalendar(file, 'favorites.ics', services.notifications);
  };

  return (
    <PageLayout title={title}>
      <div className="personal-page">
        {isSynced ? (
          <FavoritesSyncSection />
        ) : (
          <p className="favorites-sync-notice" role="note">
            {t('favorites.syncOff')}
          </p>
        )}
        <RemindersSwitch />
        {showLogin ? (
          <button
            type="button"
            className="favorites-login"
            onClick={() => router.navigate({ pageKey: 'login', props: {} })}
          >
            {t('favorites.login')}
          </button>
        ) : null}
        {groups === null ? null : favoritesCount(favorites) === 0 || groups.length === 0 ? (
          <p className="empty-state" data-testid="favorites-empty">
            {t('favorites.empty')}
          </p>
        ) : (
          <>
            <div className="favorites-actions">
              <button type="button" onClick={() => void downloadSpreadsheet()} data-testid="favorites-xlsx">
                {t('favorites.download')}
              </button>
              {events.length > 0 ? (
                <button type="button" onClick={downloadAllEvents} data-testid="favorites-ics">
                  {t('favorites.calendar')}
                </button>
              ) : null}
              {config?.features.map ? (
                <button
                  type="button"
                  onClick={() => router.navigate({ pageKey: 'mobigeo', props: { favorites: true } })}
                >
                  {t('favorites.showOnMap')}
                </button>
              ) : null}
            </div>
            {groups
              .filter((group) => group.type !== 'events')
              .map((group) => (
                <section
                  key={group.type}
                  className="favorites-group"
                  aria-labelledby={`favorites-${group.type}`}
                >
                  <h2 id={`favorites-${group.type}`}>
                    {t(dataTypeLabelKey(group.type, group.records.length, language))}
                  </h2>
                  <ul className="favorites-list">
                    {group.records.map((record) => (
                      <FavoriteRow key={record.id} type={group.type} record={record} />
                    ))}
                  </ul>
                </section>
              ))}
            {events.length > 0 ? <PersonalAgendaView events={events} /> : null}
          </>
        )}
        {groups === null ? null : <FavoritePositionsGroup />}
        {groups === null ? null : <CalendarSubscriptionSection hasEvents={events.length > 0} />}
      </div>
    </PageLayout>
  );
}
