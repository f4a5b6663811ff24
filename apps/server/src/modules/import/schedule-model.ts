import type { ScheduleTextFormat } from './schedule-rich-text.js';

/**
 * A conference programme read from any schedule format (frab/pentabarf XML, c3voc schedule.json,
 * schedule2), before it becomes catalog items. Each reader only translates its syntax into this
 * shape; one mapping (`scheduleToItems`) applies the catalog conventions to all of them.
 * Empty strings from the source are already dropped (the formats use them for "no value").
 */
export interface Schedule {
  /** What the file says of the conference itself, for the show's default configuration. */
  conference?: ScheduleConference;
  /** How the texts are written: Markdown (pretalx, hub, frab JSON) or plain text (XML, the default). */
  textFormat?: ScheduleTextFormat;
  /** Conference day change as minutes after midnight (FOSDEM `day_change` 09:00), when given. */
  dayChangeMinutes?: number;
  days: ScheduleDay[];
  /** Rooms the conference declares (with guid, slug); events may name rooms not listed here. */
  rooms: ScheduleRoom[];
  /** Tracks the conference declares (with slug, colour), in their declared order. */
  tracks: ScheduleTrack[];
  /** Persons described once for the whole file (schedule2), completing those named by events. */
  persons: SchedulePerson[];
  events: ScheduleEvent[];
  /** Problems the reader found in the file's structure, already worded for the organiser. */
  warnings: string[];
}

export interface ScheduleConference {
  /** The conference's short name (`fosdem-2025`, `39c3`): what identifies it across exports. */
  acronym?: string;
  title?: string;
  /** The IANA zone of `time_zone_name`. */
  timeZone?: string;
  /** ISO codes of the programme's languages (schedule2 `languages`), most used first. */
  languages: string[];
}

export interface ScheduleDay {
  /** Conference day, `YYYY-MM-DD`. */
  date: string;
  /** ISO date-times bounding the day, when the source gives them. */
  start?: string;
  end?: string;
}

export interface ScheduleRoom {
  name: string;
  guid?: string;
  slug?: string;
}

export interface ScheduleTrack {
  name?: string;
  slug?: string;
  color?: string;
}

export interface SchedulePerson {
  guid?: string;
  id?: string;
  code?: string;
  /** True when the source wrote the id as a string where its schema wants an integer. */
  hasTextId?: boolean;
  name?: string;
  biography?: string;
  /** Role on the event (schedule2 `SPEAKER`, `CONTRIBUTOR`); speakers when absent. */
  role?: string;
}

export interface ScheduleEvent {
  /** Where the event is in the file, for warnings: `day 1 / room "One" / event 1233`. */
  path: string;
  guid?: string;
  /** The source's own id, kept as text: some exports write numbers, others strings. */
  id?: string;
  /** True when the source wrote the id as a string where its schema wants an integer. */
  hasTextId?: boolean;
  /** Conference day of the container the event was found in (XML and schedule.json nest events in days). */
  day?: string;
  title?: string;
  subtitle?: string;
  abstract?: string;
  description?: string;
  /** Start, ISO with offset: the authoritative instant. */
  date?: string;
  duration?: string;
  /** End, ISO with offset, when the source gives it instead of a duration (schedule2). */
  end?: string;
  room?: ScheduleRoom;
  track?: ScheduleTrack;
  type?: string;
  language?: string;
  slug?: string;
  code?: string;
  url?: string;
  persons: SchedulePerson[];
}
