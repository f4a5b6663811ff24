import { eventListComparator, eventWhen } from '@showfloor/core';
import { type ReactNode, useCallback, useMemo } from 'react';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import { fieldText } from './record-fields.js';
import { RelatedSection } from './related-section.js';

/**
 * When and where an event is, as a sheet's list shows it: the date it starts on in the show's time
 * zone (a 0h20 talk reads the morning it starts), its times, then its room.
 */
export function useEventSubtitle(): (event: StoredRecord) => string {
  const { language, config } = useApp();
  const timeZone = config?.timeZone;
  return useCallback(
    (event: StoredRecord) =>
      [eventWhen(event, language, timeZone), fieldText(event, 'event_place_text')]
        .filter(Boolean)
        .join(' · '),
    [language, timeZone],
  );
}

/** Events in the order a programme reads (core's `eventListComparator`: rank, then time, then title). */
export function useEventsInTimeOrder(events: readonly StoredRecord[]): StoredRecord[] {
  const { language } = useApp();
  return useMemo(() => [...events].sort(eventListComparator(language)), [events, language]);
}

/**
 * The events of a sheet (a speaker's talks, a room's sessions, an event's related ones) in time
 * order, each with its date, times and room. Nothing when there are none.
 */
export function EventListSection({
  heading,
  events,
  testId,
  footer,
}: {
  heading: string;
  events: readonly StoredRecord[];
  testId?: string;
  footer?: ReactNode;
}) {
  const ordered = useEventsInTimeOrder(events);
  const subtitleOf = useEventSubtitle();
  return (
    <RelatedSection
      heading={heading}
      records={ordered}
      pageKey="event"
      subtitleOf={subtitleOf}
      testId={testId}
      footer={footer}
    />
  );
}
