import { type ConsoleItemEdit, consoleItemEditSchema, DESCRIPTION_MAX_CHARS } from '@showfloor/core';
import type { ItemsStrings } from './items-strings.js';

/** The fields of an item's form at fault, by path (`end`, `description.fr`), each with what to do. */
export type ItemEditProblems = ReadonlyMap<string, string>;

/**
 * Checks an edit with the schema the back office checks it with, before it is sent, and says what is
 * wrong in the organiser's language under the field at fault.
 */
export function itemEditProblems(edit: ConsoleItemEdit, words: ItemsStrings): ItemEditProblems {
  const parsed = consoleItemEditSchema.safeParse(edit);
  const problems = new Map<string, string>();
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const [field] = issue.path;
    let text: string | undefined;
    if (field === 'start') text = words.startProblem;
    else if (field === 'end') text = words.endProblem;
    else if (field === 'description') text = words.descriptionTooLong(DESCRIPTION_MAX_CHARS);
    else if (field === 'title') text = words.titleProblem;
    if (text !== undefined && !problems.has(path)) problems.set(path, text);
  }
  return problems;
}

/** The attributes tying a field to its hint and to its problem, when it has one. */
export function problemAttributes(problems: ItemEditProblems, path: string, id: string, hintId?: string) {
  const described = [hintId, problems.has(path) ? `${id}-problem` : undefined].filter(Boolean).join(' ');
  return {
    ...(problems.has(path) ? { 'aria-invalid': true } : {}),
    ...(described === '' ? {} : { 'aria-describedby': described }),
  };
}
