import { readConferenceFacts, readConferenceLists } from './c3voc-conference.js';
import { ImportFileError } from './import-file-error.js';
import type { ImportResult } from './import-result.js';
import { type LooseRecord, listOf, recordOf, trimmedTextOf } from './lenient-fields.js';
import { scheduleImportResult } from './schedule-import-result.js';
import type { Schedule, ScheduleEvent, SchedulePerson } from './schedule-model.js';

/**
 * Reads the c3voc schedule2 format (CCC hub, alpha): a flat `schedule.events[]` with ISO `start`
 * and `end`, room and track objects, `participants[]` with roles, and `schedule.persons[]`
 * describing each person once. Events are not filed under days, so the conference day comes from
 * `conference.days[]` start and end.
 */
export function parseC3vocSchedule2(value: unknown, fileName: string): ImportResult {
  const root = recordOf(recordOf(value)?.schedule);
  if (root === undefined || !Array.isArray(root.events)) {
    throw new ImportFileError(fileName, 'expected a "schedule.events" list (schedule2)', 'schedule.events');
  }
  const conference = recordOf(root.conference) ?? {};
  const schedule: Schedule = {
    conference: readConferenceFacts(conference),
    textFormat: 'markdown',
    days: listOf(conference.days).flatMap((entry) => {
      const day = recordOf(entry);
      const date = trimmedTextOf(day?.date);
      return date === undefined
        ? []
        : [{ date, start: trimmedTextOf(day?.start), end: trimmedTextOf(day?.end) }];
    }),
    ...readConferenceLists(conference),
    persons: listOf(root.persons).flatMap((entry) => {
      const person = recordOf(entry);
      return person === undefined ? [] : [readPerson(person)];
    }),
    events: root.events.map((entry, index) => readEvent(recordOf(entry) ?? {}, `schedule.events[${index}]`)),
    warnings: [],
  };
  return scheduleImportResult(schedule, fileName, 'c3voc-schedule2', 'events in "schedule.events"');
}

function readPerson(person: LooseRecord): SchedulePerson {
  return {
    guid: trimmedTextOf(person.guid),
    id: trimmedTextOf(person.id),
    code: trimmedTextOf(person.code),
    name: trimmedTextOf(person.public_name) ?? trimmedTextOf(person.name),
    biography: trimmedTextOf(person.biography),
    role: trimmedTextOf(person.role),
  };
}

function readEvent(event: LooseRecord, path: string): ScheduleEvent {
  const guid = trimmedTextOf(event.guid);
  const room = recordOf(event.room);
  const roomName = trimmedTextOf(room?.name);
  const track = recordOf(event.track);
  const trackName = trimmedTextOf(track?.name);
  const trackSlug = trimmedTextOf(track?.slug);
  return {
    path: `${path} (event ${guid ?? trimmedTextOf(event.code) ?? 'without id'})`,
    guid,
    id: trimmedTextOf(event.id),
    title: trimmedTextOf(event.title),
    subtitle: trimmedTextOf(event.subtitle),
    abstract: trimmedTextOf(event.abstract),
    description: trimmedTextOf(event.description),
    date: trimmedTextOf(event.start),
    end: trimmedTextOf(event.end),
    duration: trimmedTextOf(event.duration),
    room:
      roomName === undefined
        ? undefined
        : { name: roomName, guid: trimmedTextOf(room?.guid), slug: trimmedTextOf(room?.slug) },
    track:
      trackName === undefined && trackSlug === undefined ? undefined : { name: trackName, slug: trackSlug },
    type: trimmedTextOf(event.type),
    language: trimmedTextOf(event.language),
    slug: trimmedTextOf(event.slug),
    code: trimmedTextOf(event.code),
    url: trimmedTextOf(event.url),
    persons: listOf(event.participants).flatMap((entry) => {
      const person = recordOf(entry);
      return person === undefined ? [] : [readPerson(person)];
    }),
  };
}
