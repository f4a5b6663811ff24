import { readFileSync } from 'node:fs';

/** An event as a c3voc `schedule.json` writes it, with the room and day it is filed under. */
export interface C3vocFileEvent {
  guid: string;
  title: string;
  /** ISO-8601 with the source's offset. */
  date: string;
  track: string | null;
  /** The `rooms` key it is filed under. */
  room: string;
  /** The `days[].date` it is filed under. */
  day: string;
  persons: string[];
}

interface C3vocFile {
  schedule: {
    conference: {
      days: Array<{
        date: string;
        rooms: Record<
          string,
          Array<{
            guid: string;
            title: string;
            date: string;
            track?: string | null;
            persons?: Array<{ public_name?: string; name?: string }>;
          }>
        >;
      }>;
    };
  };
}

/**
 * Every event of a c3voc `schedule.json` (`schedule.conference.days[].rooms[room][]`), read apart
 * from the importer: the journeys compare what the app shows with the file itself.
 */
export function readC3vocEvents(file: string): C3vocFileEvent[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as C3vocFile;
  return parsed.schedule.conference.days.flatMap((day) =>
    Object.entries(day.rooms).flatMap(([room, events]) =>
      events.map((event) => ({
        guid: event.guid,
        title: event.title,
        date: event.date,
        // An empty track is no track, as the importer reads it.
        track: event.track?.trim() ? event.track : null,
        room,
        day: day.date,
        persons: (event.persons ?? []).flatMap((person) => person.public_name ?? person.name ?? []),
      })),
    ),
  );
}
