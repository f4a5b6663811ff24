import { currentHappeningBanner, type HappeningBanner, showDayOf } from '@showfloor/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';

/**
 * The banner of the current happening (spec modules §2: the map container is 130 px shorter when
 * one shows), read from the happenings of the local data for today's date at the show.
 */
export function useHappeningBanner(): HappeningBanner | undefined {
  const { services, config } = useApp();
  const happenings = useLiveQuery(() => services.catalog.listByType('happenings'), 'map-happenings');
  const timeZone = config?.timeZone ?? 'Europe/Paris';
  return useMemo(
    () =>
      happenings === undefined
        ? undefined
        : currentHappeningBanner(happenings, showDayOf(services.clock.now(), timeZone)),
    [happenings, timeZone, services.clock],
  );
}

/** The banner above the map, between the toolbar and the map container. */
export function MapHappeningBanner({ banner }: { banner: HappeningBanner }) {
  const { t } = useTranslation();
  const { services } = useApp();
  const [hasFailed, setFailed] = useState(false);
  const label = t('map.banner', { title: banner.title });
  return (
    <aside className="map-happening-banner" aria-label={label} data-testid="map-happening-banner">
      {hasFailed ? (
        <p>{label}</p>
      ) : (
        <img
          src={services.api.url(`files/assets/${banner.image.replace(/^\/+/, '')}`)}
          alt={banner.title}
          onError={() => setFailed(true)}
        />
      )}
    </aside>
  );
}
