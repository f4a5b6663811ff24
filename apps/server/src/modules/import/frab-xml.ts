import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportFileError } from './import-file-error.js';
import type { ImportResult } from './import-result.js';
import { type LooseRecord, listOf, recordOf, trimmedTextOf } from './lenient-fields.js';
import { scheduleImportResult } from './schedule-import-result.js';
import type {
  Schedule,
  ScheduleEvent,
  SchedulePerson,
  ScheduleRoom,
  ScheduleTrack,
} from './schedule-model.js';
import { formatOffsetIso, parseClockMinutes, wallClockInstant } from './schedule-time.js';
import { describeXmlSyntaxError } from './xml-syntax-error.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep every value as the text the file wrote: ids like `0042` and titles like `2025` stay texts.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

/**
 * Reads a frab / pentabarf `schedule.xml` (FOSDEM, CCC): `<schedule>` → `<conference>`, `<tracks>`,
 * `<day>` → `<room>` → `<event>`, and the old frab layout with events directly under `<day>`, their
 * room as an element and only a `<start>` clock. Throws ImportFileError with the line of an XML
 * syntax error, when the root is not `<schedule>` or when no event can be read; problems within
 * events become warnings.
 */
export function parseFrabXml(text: string, fileName: string): ImportResult {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { line, column, reason } = describeXmlSyntaxError(text, validation.err);
    throw new ImportFileError(fileName, `the XML is malformed: ${reason}`, `line ${line}, column ${column}`);
  }
  const document = recordOf(parser.parse(text)) ?? {};
  const root = recordOf(document.schedule);
  if (root === undefined) {
    const rootName = Object.keys(document).find((key) => !key.startsWith('?')) ?? 'nothing';
    throw new ImportFileError(fileName, `expected a <schedule> root element, found <${rootName}>`);
  }
  return scheduleImportResult(
    readSchedule(root),
    fileName,
    'frab-xml',
    '<day> then <room> then <event>, or <event> directly under <day>',
  );
}

function attribute(node: unknown, name: string): string | undefined {
  return trimmedTextOf(recordOf(node)?.[`@_${name}`]);
}

function readSchedule(root: LooseRecord): Schedule {
  const conference = recordOf(root.conference) ?? {};
  const dayChange = trimmedTextOf(conference.day_change);
  const dayChangeMinutes = dayChange === undefined ? undefined : parseClockMinutes(dayChange);
  const tracks = listOf(recordOf(root.tracks)?.track).flatMap((node): ScheduleTrack[] => {
    const name = trimmedTextOf(node);
    const slug = attribute(node, 'slug');
    const color = attribute(node, 'color');
    return name === undefined && slug === undefined ? [] : [{ name, slug, color }];
  });
  const schedule: Schedule = {
    conference: {
      acronym: trimmedTextOf(conference.acronym),
      title: trimmedTextOf(conference.title),
      timeZone: trimmedTextOf(conference.time_zone_name),
      languages: [],
    },
    days: [],
    rooms: [],
    tracks,
    persons: [],
    events: [],
    warnings: [],
  };
  if (dayChangeMinutes !== undefined) schedule.dayChangeMinutes = dayChangeMinutes;
  const clock = clockReader(schedule, dayChangeMinutes);

  listOf(root.day).forEach((dayNode, dayIndex) => {
    const date = attribute(dayNode, 'date');
    const dayLabel = `day ${attribute(dayNode, 'index') ?? dayIndex + 1}`;
    if (date === undefined) schedule.warnings.push(`${dayLabel}: the day has no date attribute`);
    else schedule.days.push({ date, start: attribute(dayNode, 'start'), end: attribute(dayNode, 'end') });
    const context = { day: date, dayLabel, clock };
    for (const roomNode of listOf(recordOf(dayNode)?.room)) {
      const roomName = attribute(roomNode, 'name');
      // Per-day <room> elements only group events; a room becomes a place when an event uses it.
      const room: ScheduleRoom | undefined =
        roomName === undefined ? undefined : { name: roomName, slug: attribute(roomNode, 'slug') };
      listOf(recordOf(roomNode)?.event).forEach((eventNode, eventIndex) => {
        schedule.events.push(readEvent(eventNode, { ...context, room, eventIndex }));
      });
    }
    // The old frab layout: events directly under the day, each naming its room.
    listOf(recordOf(dayNode)?.event).forEach((eventNode, eventIndex) => {
      schedule.events.push(readEvent(eventNode, { ...context, room: undefined, eventIndex }));
    });
  });
  return schedule;
}

/** Reads an event's start when it has no `<date>` (old frab): on its day, in the conference zone. */
type ClockReader = (day: string, start: string) => string | undefined;

function clockReader(schedule: Schedule, dayChangeMinutes: number | undefined): ClockReader {
  let timeZone = schedule.conference?.timeZone;
  if (timeZone !== undefined && !isKnownTimeZone(timeZone)) {
    schedule.warnings.push(`time zone "${timeZone}" is unknown: event times without a date are read on UTC`);
    timeZone = undefined;
  }
  let hasWarned = false;
  return (day, start) => {
    const minutes = parseClockMinutes(start);
    if (minutes === undefined) return undefined;
    const instant = wallClockInstant(day, minutes, { timeZone, dayChangeMinutes });
    if (instant && timeZone === undefined && !hasWarned) {
      hasWarned = true;
      schedule.warnings.push(
        'events give a start time but no date and the conference no time zone (time_zone_name): their times are kept as written, on UTC',
      );
    }
    return instant && formatOffsetIso(instant);
  };
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface EventContext {
  day: string | undefined;
  room: ScheduleRoom | undefined;
  dayLabel: string;
  eventIndex: number;
  clock: ClockReader;
}

function startOnDay(event: LooseRecord, context: EventContext): string | undefined {
  const start = trimmedTextOf(event.start);
  return start === undefined || context.day === undefined ? undefined : context.clock(context.day, start);
}

function readEvent(node: unknown, context: EventContext): ScheduleEvent {
  const event = recordOf(node) ?? {};
  const guid = attribute(node, 'guid');
  const id = attribute(node, 'id');
  const roomName = trimmedTextOf(event.room) ?? context.room?.name;
  const room =
    roomName === undefined ? undefined : roomName === context.room?.name ? context.room : { name: roomName };
  const trackName = trimmedTextOf(event.track);
  const roomLabel = roomName === undefined ? '' : ` / room "${roomName}"`;
  const persons = listOf(recordOf(event.persons)?.person).flatMap((person): SchedulePerson[] => {
    const name = trimmedTextOf(person);
    const personId = attribute(person, 'id');
    return name === undefined && personId === undefined
      ? []
      : [{ id: personId, guid: attribute(person, 'guid'), name }];
  });
  return {
    path: `${context.dayLabel}${roomLabel} / event ${id ?? guid ?? `#${context.eventIndex + 1}`}`,
    guid,
    id,
    day: context.day,
    title: trimmedTextOf(event.title),
    subtitle: trimmedTextOf(event.subtitle),
    abstract: trimmedTextOf(event.abstract),
    description: trimmedTextOf(event.description),
    date: trimmedTextOf(event.date) ?? startOnDay(event, context),
    duration: trimmedTextOf(event.duration),
    room,
    track: trackName === undefined ? undefined : { name: trackName },
    type: trimmedTextOf(event.type),
    language: trimmedTextOf(event.language),
    slug: trimmedTextOf(event.slug),
    url: trimmedTextOf(event.url),
    persons,
  };
}
