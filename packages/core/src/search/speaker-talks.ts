import { eventListComparator } from '../agenda/event-days.js';
import { eventDateOf } from '../agenda/event-time.js';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import type { JsonValue } from '../catalog/localized.js';

/** A talk shown under a speaker's search result: what to call it, when it starts, where it opens. */
export interface SearchTalk {
  /** The event's id, for its sheet. */
  id: number;
  title: string;
  /**
   * The calendar date it starts on ('YYYY-MM-DD', `eventDateOf`), as list rows show it: a 0h20 talk
   * of the 1st's night starts on the 2nd. Null when it has no date.
   */
  date: string | null;
  /** The wall-clock start and end as the catalog writes them ('10h35'), or ''. */
  startTime: string;
  endTime: string;
}

function textOf(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function eventIdsOf(speaker: CatalogRecord): number[] {
  const references = speaker.references;
  if (typeof references !== 'object' || references === null || Array.isArray(references)) return [];
  const events = references.events;
  return Array.isArray(events) ? events.filter((id): id is number => typeof id === 'number') : [];
}

/**
 * The talks of a speaker (their `references.events`), in the order a speaker's talks are listed
 * everywhere (`eventListComparator`: ranks, then time, then title). Talks missing from the data
 * (hidden, or not published yet) are left out.
 */
export function speakerTalks(
  speaker: CatalogRecord,
  eventsById: ReadonlyMap<number, CatalogRecord>,
  locale?: string,
): SearchTalk[] {
  return eventIdsOf(speaker)
    .flatMap((id) => eventsById.get(id) ?? [])
    .sort(eventListComparator(locale))
    .map((event) => ({
      id: event.id,
      title: textOf(event.title),
      date: eventDateOf(event),
      startTime: textOf(event.start_time),
      endTime: textOf(event.end_time),
    }));
}
