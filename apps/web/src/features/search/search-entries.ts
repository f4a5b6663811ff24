import { type CatalogRecord, type PublishedDataType, type SearchEntry, speakerTalks } from '@showfloor/core';

/**
 * Fields searched besides the title (spec core §2 "Search": titles and the subtitles lists show):
 * who, from where, at which booth or room. Fields a type lacks are simply absent.
 */
// Ordered by what a result row should show under the title: names come last, since speaker
// titles already hold them and they are only there to be searched.
const SUBTITLE_FIELDS = [
  'organisation',
  'company',
  'position',
  'exhibitor_place_text',
  'event_place_text',
  'brands',
  'city',
  'firstname',
  'lastname',
] as const;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function titleOf(record: CatalogRecord): string {
  return typeof record.title === 'string' ? record.title : '';
}

/**
 * The search entries of one type's records, sorted by title as lists show them. Speakers carry their
 * talks, read from `events` (the published events), so that a result names what they present.
 */
export function searchEntriesOf(
  type: PublishedDataType,
  records: readonly CatalogRecord[],
  events: readonly CatalogRecord[] = [],
): SearchEntry[] {
  const eventsById =
    type === 'speakers'
      ? new Map(events.map((event) => [event.id, event]))
      : new Map<number, CatalogRecord>();
  return [...records]
    .sort((a, b) => collator.compare(titleOf(a), titleOf(b)))
    .map((record) => {
      const subtitles: string[] = [];
      for (const field of SUBTITLE_FIELDS) {
        const value = record[field];
        if (typeof value === 'string' && value !== '') subtitles.push(value);
      }
      const talks = type === 'speakers' ? speakerTalks(record, eventsById) : [];
      const entry: SearchEntry = { type, id: record.id, title: titleOf(record), subtitles };
      return talks.length > 0 ? { ...entry, talks } : entry;
    });
}
