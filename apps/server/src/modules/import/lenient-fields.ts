/**
 * Readers for values of parsed schedule files, whose exports disagree on types: ids are numbers or
 * strings, optional texts are missing, `null` or `""`, and an XML element appears once or many times.
 * Every reader returns undefined (or an empty list) rather than throwing.
 */
export type LooseRecord = { readonly [key: string]: unknown };

export function recordOf(value: unknown): LooseRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as LooseRecord)
    : undefined;
}

/** A text, or a number written as text; blank texts are "no value". XML text nodes with attributes too. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  const node = recordOf(value);
  return node === undefined ? undefined : textOf(node['#text']);
}

/** A trimmed text, for names, ids and codes where surrounding spaces are noise. */
export function trimmedTextOf(value: unknown): string | undefined {
  return textOf(value)?.trim();
}

/** One element or several: always a list; missing, null and blank values give an empty list. */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return [];
  return [value];
}
