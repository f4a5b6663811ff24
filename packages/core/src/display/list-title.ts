import { LIST_TITLE_SEPARATOR } from '../constants/spec-constants.js';

/** Spec core §2 "List page": the title joins the data-type titles with ' & ', skipping empty ones. */
export function joinListTitle(titles: readonly string[]): string {
  return titles.filter((title) => title.trim() !== '').join(LIST_TITLE_SEPARATOR);
}
