import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportFileError } from './import-file-error.js';
import type { ImportResult } from './import-result.js';
import { type LooseRecord, listOf, recordOf, trimmedTextOf } from './lenient-fields.js';
import type {
  Schedule,
  ScheduleEvent,
  SchedulePerson,
  ScheduleRoom,
  ScheduleTrack,
} from './schedule-model.js';
import { parseClockMinutes } from './schedule-time.js';
import { programmeFactsOf, scheduleToItems } from './schedule-to-items.js';

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
 * `<day>` → `<room>` → `<event>`. Throws ImportFileError with the line of an XML syntax error or
 * when the root is not `<schedule>`; problems within events become warnings.
 */
export function parseFrabXml(text: string, fileName: string): ImportResult {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { line, col, msg } = validation.err;
    throw new ImportFileError(fileName, `the XML is malformed: ${msg}`, `line ${line}, column ${col}`);
  }
  const document = recordOf(parser.parse(text)) ?? {};
  const root = recordOf(document.schedule);
  if (root === undefined) {
    const rootName = Object.keys(document).find((key) => !key.startsWith('?')) ?? 'nothing';
    throw new ImportFileError(fileName, `expected a <schedule> root element, found <${rootName}>`);
  }
  const schedule = readSchedule(root);
  const { items, warnings } = scheduleToItems(schedule, fileName);
  return {
    file: fileName,
    format: 'frab-xml',
    items,
    warnings,
    programme: programmeFactsOf(schedule, fileName),
  };
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

  listOf(root.day).forEach((dayNode, dayIndex) => {
    const date = attribute(dayNode, 'date');
    const dayLabel = `day ${attribute(dayNode, 'index') ?? dayIndex + 1}`;
    if (date === undefined) schedule.warnings.push(`${dayLabel}: the day has no date attribute`);
    else schedule.days.push({ date, start: attribute(dayNode, 'start'), end: attribute(dayNode, 'end') });
    for (const roomNode of listOf(recordOf(dayNode)?.room)) {
      const roomName = attribute(roomNode, 'name');
      // Per-day <room> elements only group events; a room becomes a place when an event uses it.
      const room: ScheduleRoom | undefined =
        roomName === undefined ? undefined : { name: roomName, slug: attribute(roomNode, 'slug') };
      listOf(recordOf(roomNode)?.event).forEach((eventNode, eventIndex) => {
        schedule.events.push(readEvent(eventNode, { day: date, room, dayLabel, eventIndex }));
      });
    }
  });
  return schedule;
}

interface EventContext {
  day: string | undefined;
  room: ScheduleRoom | undefined;
  dayLabel: string;
  eventIndex: number;
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
    date: trimmedTextOf(event.date),
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
