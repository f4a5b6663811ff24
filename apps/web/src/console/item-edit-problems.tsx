import { type ConsoleItemEdit, consoleItemEditSchema, DESCRIPTION_MAX_CHARS } from '@showfloor/core';
import type { ItemsStrings } from './items-strings.js';

/** What is wrong with a field of an item's form. */
export type ItemEditProblem = 'title' | 'description' | 'start' | 'end';

/**
 * The fields of an item's form at fault, by path (`end`, `description.fr`). Kept as kinds, not texts,
 * so that they read in the language the organiser switches to.
 */
export type ItemEditProblems = ReadonlyMap<string, ItemEditProblem>;

/** Checks an edit with the schema the back office checks it with, before it is sent. */
export function itemEditProblems(edit: ConsoleItemEdit): ItemEditProblems {
  const parsed = consoleItemEditSchema.safeParse(edit);
  const problems = new Map<string, ItemEditProblem>();
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const [field] = issue.path;
    if (field === 'title' || field === 'description' || field === 'start' || field === 'end') {
      if (!problems.has(path)) problems.set(path, field);
    }
  }
  return problems;
}

/** What the organiser reads of a problem, in their language. */
export function problemText(problem: ItemEditProblem, words: ItemsStrings): string {
  switch (problem) {
    case 'title':
      return words.titleProblem;
    case 'description':
      return words.descriptionTooLong(DESCRIPTION_MAX_CHARS);
    case 'start':
      return words.startProblem;
    case 'end':
      return words.endProblem;
  }
}

/** The attributes tying a field to its hint and to its problem, when it has one. */
export function problemAttributes(problems: ItemEditProblems, path: string, id: string, hintId?: string) {
  const described = [hintId, problems.has(path) ? `${id}-problem` : undefined].filter(Boolean).join(' ');
  return {
    ...(problems.has(path) ? { 'aria-invalid': true } : {}),
    ...(described === '' ? {} : { 'aria-describedby': described }),
  };
}

interface FieldProblemProps {
  problems: ItemEditProblems;
  path: string;
  id: string;
  words: ItemsStrings;
}

/** The problem of one field, under it, when it has one. */
export function FieldProblem({ problems, path, id, words }: FieldProblemProps) {
  const problem = problems.get(path);
  if (problem === undefined) return null;
  return (
    <span id={`${id}-problem`} className="console-field-problem">
      {problemText(problem, words)}
    </span>
  );
}
