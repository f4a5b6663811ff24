import { LIVE_STREAM_CHECK_MS } from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import { lumpText } from './record-fields.js';

/** Whether `now` falls within the event's UTC start and end (spec modules §4 "Live-stream button"). */
export function isLiveNow(event: StoredRecord, now: number): boolean {
  const start = Date.parse(lumpText(event, 'start_date_UTC'));
  const end = Date.parse(lumpText(event, 'end_date_UTC'));
  return !Number.isNaN(start) && !Number.isNaN(end) && start <= now && now < end;
}

/** The live-stream button, shown only while the event is on, re-checked every second. */
export function LiveStreamButton({ event }: { event: StoredRecord }) {
  const { t } = useTranslation();
  const { config, router, services } = useApp();
  const { clock } = services;
  const isEnabled = config?.features.liveStream === true;
  const [isLive, setLive] = useState(() => isLiveNow(event, clock.now()));
  useEffect(() => {
    if (!isEnabled) return;
    const timer = setInterval(() => setLive(isLiveNow(event, clock.now())), LIVE_STREAM_CHECK_MS);
    return () => clearInterval(timer);
  }, [event, isEnabled, clock]);
  if (!isEnabled || !isLive) return null;
  return (
    <button
      type="button"
      className="primary"
      onClick={() => router.navigate({ pageKey: 'streamLive', props: { id: event.id } })}
    >
      {t('details.watchLive')}
    </button>
  );
}
