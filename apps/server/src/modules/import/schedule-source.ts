import path from 'node:path';
import type { Schedule } from './schedule-model.js';

/**
 * What names the conference a schedule describes, stable across its exports: the acronym
 * (`fosdem-2025`, `39c3`), else the title, else the file's name. Keys of events without a guid
 * and the source of the imported items derive from it (docs/decisions.md, "Schedule sources").
 */
export function conferenceKeyOf(schedule: Schedule, fileName: string): string {
  const { acronym, title } = schedule.conference ?? {};
  return acronym ?? title ?? path.basename(fileName);
}

/** The source stored with every item a schedule yields: `schedule:<conference key>`. */
export function scheduleSourceOf(schedule: Schedule, fileName: string): string {
  return `schedule:${conferenceKeyOf(schedule, fileName)}`;
}
