import { type LooseRecord, listOf, recordOf, trimmedTextOf } from './lenient-fields.js';
import type { Schedule, ScheduleConference, ScheduleRoom, ScheduleTrack } from './schedule-model.js';

/** Reads the conference's title, time zone and languages, shared by schedule.json and schedule2. */
export function readConferenceFacts(conference: LooseRecord): ScheduleConference {
  return {
    acronym: trimmedTextOf(conference.acronym),
    title: trimmedTextOf(conference.title),
    timeZone: trimmedTextOf(conference.time_zone_name),
    languages: listOf(conference.languages).flatMap((language) => trimmedTextOf(language) ?? []),
  };
}

/** Reads `conference.rooms[]` and `conference.tracks[]`, shared by schedule.json and schedule2. */
export function readConferenceLists(conference: LooseRecord): Pick<Schedule, 'rooms' | 'tracks'> {
  const rooms = listOf(conference.rooms).flatMap((entry): ScheduleRoom[] => {
    const room = recordOf(entry);
    const name = trimmedTextOf(room?.name);
    return name === undefined
      ? []
      : [{ name, guid: trimmedTextOf(room?.guid), slug: trimmedTextOf(room?.slug) }];
  });
  const tracks = listOf(conference.tracks).flatMap((entry): ScheduleTrack[] => {
    const track = recordOf(entry);
    const name = trimmedTextOf(track?.name);
    const slug = trimmedTextOf(track?.slug);
    // schedule2 gives a colour per theme; the light one suits the app's default theme.
    const colors = recordOf(track?.colors);
    const color = trimmedTextOf(track?.color) ?? trimmedTextOf(colors?.light) ?? trimmedTextOf(colors?.dark);
    return name === undefined && slug === undefined ? [] : [{ name, slug, color }];
  });
  return { rooms, tracks };
}
