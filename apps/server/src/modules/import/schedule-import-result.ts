import { ImportFileError } from './import-file-error.js';
import type { ImportFormat, ImportResult } from './import-result.js';
import type { Schedule } from './schedule-model.js';
import { scheduleSourceOf } from './schedule-source.js';
import { programmeFactsOf, scheduleToItems } from './schedule-to-items.js';

/**
 * The import result of a schedule read by any of the schedule readers. A file that yields no event
 * is refused: importing it would "succeed" with nothing, and as a whole programme it would remove
 * every event of its source. `layoutHint` says where the format expects events.
 */
export function scheduleImportResult(
  schedule: Schedule,
  fileName: string,
  format: Exclude<ImportFormat, 'showfloor-catalog'>,
  layoutHint: string,
): ImportResult {
  const { items, warnings } = scheduleToItems(schedule, fileName);
  if (!items.some((item) => item.type === 'events')) {
    const count = schedule.events.length;
    const firstProblem = warnings[0]?.replace(`${fileName}: `, '');
    throw new ImportFileError(
      fileName,
      count === 0
        ? `the file holds no event (expected ${layoutHint})`
        : `none of its ${count} events can be imported; first problem: ${firstProblem ?? 'unknown'}`,
    );
  }
  return {
    file: fileName,
    format,
    items,
    warnings,
    programme: programmeFactsOf(schedule, fileName),
    source: scheduleSourceOf(schedule, fileName),
  };
}
