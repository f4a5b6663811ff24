import { readConferenceFacts, readConferenceLists } from './c3voc-conference.js';
import { parseC3vocSchedule2 } from './c3voc-schedule2.js';
import { ImportFileError } from './import-file-error.js';
import type { ImportResult } from './import-result.js';
import { type LooseRecord, listOf, recordOf, trimmedTextOf } from './lenient-fields.js';
import { scheduleImportResult } from './schedule-import-result.js';
import type { Schedule, ScheduleEvent, SchedulePerson } from './schedule-model.js';

/**
 * Reads a c3voc `schedule.json` (frab, pretalx and CCC hub exports): `schedule.conference.days[]
 * .rooms{"<room name>": [event…]}`. A flat `schedule.events[]` is the schedule2 format and is
 * handed to its reader. Real exports often break the official schema (string ids, null codes,
 * extra properties): the reader keeps every usable event, warns about schema breaches that could
 * matter and ignores unknown properties silently. It throws when there is no schedule at all, and
 * on an event or person id that is not a number, not even one written as text (`checkedIdOf`).
 */
export function parseC3vocJson(value: unknown, fileName: string): ImportResult {
  const schedule = recordOf(recordOf(value)?.schedule);
  if (schedule === undefined) {
    throw new ImportFileError(fileName, 'expected a "schedule" object at the root of the JSON', 'schedule');
  }
  if (Array.isArray(schedule.events)) return parseC3vocSchedule2(value, fileName);
  const conference = recordOf(schedule.conference);
  if (conference === undefined || !Array.isArray(conference.days)) {
    throw new ImportFileError(
      fileName,
      'expected "schedule.conference.days" (schedule.json) or "schedule.events" (schedule2)',
      'schedule.conference.days',
    );
  }
  return scheduleImportResult(
    readSchedule(conference, fileName),
    fileName,
    'c3voc-json',
    'events under "schedule.conference.days[].rooms"',
  );
}

function readSchedule(conference: LooseRecord, fileName: string): Schedule {
  const schedule: Schedule = {
    conference: readConferenceFacts(conference),
    textFormat: 'markdown',
    days: [],
    ...readConferenceLists(conference),
    persons: [],
    events: [],
    warnings: [],
  };
  listOf(conference.days).forEach((entry, dayIndex) => {
    const day = recordOf(entry);
    const dayPath = `schedule.conference.days[${dayIndex}]`;
    const date = trimmedTextOf(day?.date);
    if (date === undefined) schedule.warnings.push(`${dayPath}: the day has no date`);
    else schedule.days.push({ date, start: trimmedTextOf(day?.day_start), end: trimmedTextOf(day?.day_end) });
    const rooms = recordOf(day?.rooms) ?? {};
    for (const [roomName, events] of Object.entries(rooms)) {
      listOf(events).forEach((event, eventIndex) => {
        const path = `${dayPath}.rooms[${JSON.stringify(roomName)}][${eventIndex}]`;
        schedule.events.push(readEvent(recordOf(event) ?? {}, { fileName, path, day: date, roomName }));
      });
    }
  });
  return schedule;
}

interface EventContext {
  fileName: string;
  path: string;
  day: string | undefined;
  roomName: string;
}

/**
 * An event's or person's id. Every exporter numbers them; 39C3 writes three of its numbers as text,
 * which is kept (a warning says so). An id that is no number at all (`"dsadf"`) is refused, the whole
 * file with it: nothing exports such ids, so the file was made or edited by hand, and publishing a
 * programme half-read from it is worse than telling the organiser which field to fix.
 */
function checkedIdOf(value: unknown, fileName: string, path: string): string | undefined {
  const id = trimmedTextOf(value);
  if (id === undefined || /^\d+$/.test(id)) return id;
  throw new ImportFileError(
    fileName,
    `the id ${JSON.stringify(value)} is not a number (schedule.json ids are integers)`,
    path,
  );
}

function readEvent(event: LooseRecord, context: EventContext): ScheduleEvent {
  const guid = trimmedTextOf(event.guid);
  const id = checkedIdOf(event.id, context.fileName, `${context.path}.id`);
  const roomName = trimmedTextOf(event.room) ?? context.roomName.trim();
  const track = trimmedTextOf(event.track);
  return {
    path: `${context.path} (event ${id ?? guid ?? 'without id'})`,
    guid,
    id,
    hasTextId: typeof event.id === 'string',
    day: context.day,
    title: trimmedTextOf(event.title),
    subtitle: trimmedTextOf(event.subtitle),
    abstract: trimmedTextOf(event.abstract),
    description: trimmedTextOf(event.description),
    date: trimmedTextOf(event.date),
    duration: trimmedTextOf(event.duration),
    room: roomName === '' ? undefined : { name: roomName },
    track: track === undefined ? undefined : { name: track },
    type: trimmedTextOf(event.type),
    language: trimmedTextOf(event.language),
    slug: trimmedTextOf(event.slug),
    code: trimmedTextOf(event.code),
    url: trimmedTextOf(event.url),
    persons: listOf(event.persons).flatMap((entry, personIndex): SchedulePerson[] => {
      const person = recordOf(entry);
      if (person === undefined) return [];
      return [
        {
          guid: trimmedTextOf(person.guid),
          id: checkedIdOf(person.id, context.fileName, `${context.path}.persons[${personIndex}].id`),
          hasTextId: typeof person.id === 'string',
          code: trimmedTextOf(person.code),
          name: trimmedTextOf(person.public_name) ?? trimmedTextOf(person.name),
          biography: trimmedTextOf(person.biography),
        },
      ];
    }),
  };
}
