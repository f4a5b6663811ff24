import path from 'node:path';
import type { JsonValue, ProgrammeFacts, SourceItem } from '@showfloor/core';
import { compareItems } from './item-order.js';
import { splitPersonName } from './person-name.js';
import type {
  Schedule,
  ScheduleEvent,
  SchedulePerson,
  ScheduleRoom,
  ScheduleTrack,
} from './schedule-model.js';
import { eventDescriptionHtml, type ScheduleTextFormat, scheduleRichText } from './schedule-rich-text.js';
import { conferenceKeyOf } from './schedule-source.js';
import {
  addMinutes,
  formatOffsetIso,
  formatUtcIso,
  formatWallDate,
  formatWallTime,
  type OffsetInstant,
  parseDurationMinutes,
  parseOffsetInstant,
  withOffset,
} from './schedule-time.js';
import { withoutGuidIn, withoutSharedRoomGuids } from './shared-room-guids.js';

export interface ScheduleItems {
  items: SourceItem[];
  warnings: string[];
}

type Fields = { [field: string]: JsonValue };

/** Drops undefined entries so that absent values stay absent instead of becoming `null`. */
function compact(entries: { [key: string]: JsonValue | undefined }): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) out[key] = value;
  return out;
}

function definedEntries<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

interface DayRange {
  date: string;
  startMs: number;
  endMs: number;
}

interface PlaceEntry {
  room: ScheduleRoom;
}

interface CategoryEntry {
  track: ScheduleTrack;
  rank?: number;
}

/**
 * The track of the events a programme files under none (most of a large c3voc file): without it they
 * would be reachable from no track of the programme. Ranked after the declared tracks.
 */
const OTHER_TRACK_KEY = 'track:other-sessions';
const OTHER_TRACK_RANK = 1_000_000;

interface SpeakerEntry {
  person: SchedulePerson;
  eventIds: string[];
}

/**
 * Turns a schedule into catalog items following docs/catalog-fields.md: events, the places (rooms)
 * and event categories (tracks) they use, and their speakers. Keys are the source's stable ids
 * (guid first), so re-importing a file updates the same items. A bad event is skipped with a
 * warning naming it; it never stops the import.
 */
export function scheduleToItems(schedule: Schedule, fileName: string): ScheduleItems {
  const warnings = schedule.warnings.map((warning) => `${fileName}: ${warning}`);
  const textFormat = schedule.textFormat ?? 'plain';
  const warn = (where: string, message: string): void => {
    warnings.push(`${fileName}: ${where}: ${message}`);
  };

  const dayRanges = schedule.days.flatMap((day): DayRange[] => {
    const start = day.start === undefined ? undefined : parseOffsetInstant(day.start);
    const end = day.end === undefined ? undefined : parseOffsetInstant(day.end);
    return start && end ? [{ date: day.date, startMs: start.epochMs, endMs: end.epochMs }] : [];
  });
  const conferenceDay = (event: ScheduleEvent, start: OffsetInstant): string => {
    // The day an event is filed under wins: 39C3 files its 10:30 opening under day 1 although
    // day 1 officially starts at 11:00, and nights belong to the day before.
    if (event.day !== undefined) return event.day;
    const range = dayRanges.find((day) => day.startMs <= start.epochMs && start.epochMs < day.endMs);
    if (range) return range.date;
    return formatWallDate(addMinutes(start, -(schedule.dayChangeMinutes ?? 0)));
  };

  const places = new Map<string, PlaceEntry>();
  const { rooms: declaredRooms, sharedGuids } = withoutSharedRoomGuids(schedule.rooms);
  for (const [guid, names] of sharedGuids) {
    warn(
      'schedule.conference.rooms',
      `the rooms ${names.map((name) => JSON.stringify(name)).join(', ')} share the guid ${guid}: each is kept as a room of its own`,
    );
  }
  const resolveRoom = (eventRoom: ScheduleRoom): string => {
    const room = withoutGuidIn(eventRoom, sharedGuids);
    const declared = declaredRooms.find(
      (candidate) =>
        (room.guid !== undefined && candidate.guid === room.guid) ||
        candidate.name === room.name ||
        (room.slug !== undefined && candidate.slug === room.slug),
    );
    const merged: ScheduleRoom = { ...declared, ...definedEntries(room), name: room.name };
    const key = `room:${merged.guid ?? merged.slug ?? merged.name}`;
    if (!places.has(key)) places.set(key, { room: merged });
    return key;
  };

  const categories = new Map<string, CategoryEntry>();
  const resolveTrack = (
    track: ScheduleTrack,
  ): { key: string; title: string; color: string | undefined } | undefined => {
    const rank = schedule.tracks.findIndex(
      (candidate) =>
        (track.slug !== undefined && candidate.slug === track.slug) ||
        (track.name !== undefined && candidate.name === track.name),
    );
    const declared = schedule.tracks[rank];
    const merged: ScheduleTrack = { ...track, ...(declared && definedEntries(declared)) };
    merged.color = hexColorOf(merged.color);
    const id = merged.slug ?? merged.name;
    if (id === undefined) return undefined;
    const key = `track:${id}`;
    if (!categories.has(key)) categories.set(key, rank < 0 ? { track: merged } : { track: merged, rank });
    return { key, title: merged.name ?? id, color: merged.color };
  };

  const filePersons = new Map<string, SchedulePerson>();
  for (const person of schedule.persons) {
    const id = person.guid ?? person.id ?? person.code;
    if (id !== undefined) filePersons.set(id, person);
  }
  const speakers = new Map<string, SpeakerEntry>();
  const resolvePerson = (person: SchedulePerson, eventKey: string, where: string): string | undefined => {
    const id = person.guid ?? person.id ?? person.code;
    if (id === undefined && person.name === undefined) {
      warn(where, 'a person has neither id nor name and is left out');
      return undefined;
    }
    if (id === undefined) warn(where, `person "${person.name}" has no id: keyed on the name`);
    const key = id === undefined ? `person:name:${person.name}` : `person:${id}`;
    const known = speakers.get(key);
    if (person.hasTextId && known === undefined) {
      warn(where, `person id "${person.id}" is text where the format wants a number; the person is kept`);
    }
    const described = id === undefined ? undefined : filePersons.get(id);
    // What is known first wins; a biography given once for the file or on another event
    // completes a bare mention.
    const merged: SchedulePerson = {
      ...(described && definedEntries(described)),
      ...definedEntries(person),
      ...(known && definedEntries(known.person)),
    };
    const eventIds = known?.eventIds ?? [];
    if (!eventIds.includes(eventKey)) eventIds.push(eventKey);
    speakers.set(key, { person: merged, eventIds });
    return key;
  };

  const events: SourceItem[] = [];
  const conferenceKey = conferenceKeyOf(schedule, fileName);
  /** Events without a guid, reported once for the file: an old export has none at all. */
  const unkeyed: Array<{ where: string; key: string }> = [];
  const pathByKey = new Map<string, string>();
  const pathBySourceId = new Map<string, string>();
  for (const event of schedule.events) {
    const where = event.path;
    if (event.hasTextId) {
      warn(where, `id "${event.id}" is text where the format wants a number; the event is kept`);
    }
    let key = event.guid;
    if (key === undefined) {
      // Ids are only unique within their conference (old frab exports all number theirs from 0).
      const fallback =
        event.id !== undefined ? `id:${conferenceKey}/${event.id}` : event.slug && `slug:${event.slug}`;
      if (!fallback) {
        warn(where, 'event has no guid, id nor slug: skipped');
        continue;
      }
      unkeyed.push({ where, key: fallback });
      key = fallback;
    }
    const firstPath = pathByKey.get(key);
    if (firstPath !== undefined) {
      warn(where, `duplicated event key ${key} (first at ${firstPath}): this one is skipped`);
      continue;
    }
    const start = event.date === undefined ? undefined : parseOffsetInstant(event.date);
    if (!start) {
      warn(where, `start date ${JSON.stringify(event.date ?? null)} is not an ISO date with offset: skipped`);
      continue;
    }
    let end: OffsetInstant | undefined;
    if (event.end !== undefined) {
      const parsed = parseOffsetInstant(event.end);
      end = parsed && withOffset(parsed, start.offsetMinutes);
    } else if (event.duration !== undefined) {
      const minutes = parseDurationMinutes(event.duration);
      end = minutes === undefined ? undefined : addMinutes(start, minutes);
    } else {
      end = start;
    }
    if (!end || end.epochMs < start.epochMs) {
      const given = event.end ?? event.duration ?? null;
      warn(
        where,
        `end or duration ${JSON.stringify(given)} cannot be read or ends before the start: skipped`,
      );
      continue;
    }
    pathByKey.set(key, where);
    if (event.id !== undefined) {
      const first = pathBySourceId.get(event.id);
      if (first !== undefined && event.guid !== undefined) {
        warn(where, `duplicated id ${event.id} (also ${first}); both events are kept, told apart by guid`);
      }
      if (first === undefined) pathBySourceId.set(event.id, where);
    }

    const refs: SourceItem['refs'] = {};
    if (event.room) refs.places = { type: 'places', ids: [resolveRoom(event.room)] };
    const track = event.track && resolveTrack(event.track);
    if (!track) categories.set(OTHER_TRACK_KEY, { track: {}, rank: OTHER_TRACK_RANK });
    refs.cats = { type: 'event_categories', ids: [track ? track.key : OTHER_TRACK_KEY] };
    for (const person of event.persons) {
      const personKey = resolvePerson(person, key, where);
      if (personKey === undefined) continue;
      const refKey = roleRefKey(person.role);
      const ref = refs[refKey] ?? { type: 'speakers', ids: [] };
      if (!ref.ids.includes(personKey)) ref.ids.push(personKey);
      refs[refKey] = ref;
    }

    const description = eventDescriptionHtml([event.abstract, event.description], textFormat);
    const lump = compact({
      track: track?.title,
      // The agenda colours an event with its own colour: the track's, when the file gives one.
      color: track?.color,
      Type: event.type,
      language: event.language,
      subtitle: event.subtitle,
      code: event.code ?? event.slug,
      start_date_UTC: formatUtcIso(start),
      end_date_UTC: formatUtcIso(end),
    });
    const item: SourceItem = {
      type: 'events',
      original_id: key,
      fields: compact({
        title: event.title ?? '',
        description,
        start_date: formatOffsetIso(start),
        end_date: formatOffsetIso(end),
        day: conferenceDay(event, start),
        start_time: formatWallTime(start),
        end_time: formatWallTime(end),
        event_place_text: event.room?.name,
        website: event.url,
        lump,
      }),
    };
    if (Object.keys(refs).length > 0) item.refs = refs;
    events.push(item);
  }

  const [firstUnkeyed] = unkeyed;
  if (firstUnkeyed) {
    const count = unkeyed.length === 1 ? '1 event has' : `${unkeyed.length} events have`;
    warnings.push(
      `${fileName}: ${count} no guid (first: ${firstUnkeyed.where}): keyed on the conference and its id ("${firstUnkeyed.key}")`,
    );
  }

  const items = [
    ...events,
    ...[...places].map(([key, { room }]) => placeItem(key, room)),
    ...[...categories].map(([key, entry]) => categoryItem(key, entry)),
    ...[...speakers].map(([key, entry]) => speakerItem(key, entry, textFormat)),
  ].sort(compareItems);
  return { items, warnings };
}

/** A `#rgb` / `#rrggbb` colour as the app accepts it (a missing `#` is added); anything else is dropped. */
function hexColorOf(text: string | undefined): string | undefined {
  const match = text === undefined ? null : /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  return match ? `#${match[1]}` : undefined;
}

/** Speakers go under `speakers`; other schedule2 roles get their own key (`contributors`). */
function roleRefKey(role: string | undefined): string {
  if (role === undefined || role.toUpperCase() === 'SPEAKER') return 'speakers';
  return `${role.toLowerCase()}s`;
}

function placeItem(key: string, room: ScheduleRoom): SourceItem {
  return {
    type: 'places',
    original_id: key,
    fields: { title: room.name, lump: compact({ kind: 'room', code: room.slug }) },
  };
}

function categoryItem(key: string, { track, rank }: CategoryEntry): SourceItem {
  const title = key === OTHER_TRACK_KEY ? { $t: { fr: 'Autres sessions', en: 'Other sessions' } } : undefined;
  return {
    type: 'event_categories',
    original_id: key,
    fields: {
      title: title ?? track.name ?? track.slug ?? key,
      is_all: false,
      lump: compact({ rank, color: track.color }),
    },
  };
}

function speakerItem(
  key: string,
  { person, eventIds }: SpeakerEntry,
  format: ScheduleTextFormat,
): SourceItem {
  const title = person.name ?? '';
  const biography = person.biography === undefined ? undefined : scheduleRichText(person.biography, format);
  const { firstname, lastname } = splitPersonName(title);
  return {
    type: 'speakers',
    original_id: key,
    // The name is shown as given (display_name); the split only sorts the speakers' list.
    fields: compact({ title, display_name: title, lastname, firstname, biography }),
    refs: { events: { type: 'events', ids: eventIds } },
  };
}

/** What the programme says of its show, for a default configuration; none when it has no day. */
export function programmeFactsOf(schedule: Schedule, fileName: string): ProgrammeFacts | undefined {
  const days = schedule.days.map((day) => day.date);
  if (days.length === 0) return undefined;
  const { title, timeZone, languages = [] } = schedule.conference ?? {};
  return { title, fileName: path.basename(fileName), days, timeZone, languages };
}
