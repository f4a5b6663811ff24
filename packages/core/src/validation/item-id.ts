/** Why an item id was refused (spec core §5 favorites, modules §5 notes). */
export type ItemIdError = 'missingId' | 'invalidId';

export type ItemIdResult = { ok: true; id: number } | { ok: false; error: ItemIdError };

const DIGITS = /^\d+$/;

/**
 * Reads an item id the way favorites and notes accept it (spec core §5, modules §5): integer
 * numbers are kept, digit-only strings become numbers, anything else is refused. Ids that do not
 * fit a safe integer are refused too, since two of them could collapse to the same number.
 */
export function parseItemId(value: unknown): ItemIdResult {
  if (value === undefined || value === null || value === '') return { ok: false, error: 'missingId' };
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? { ok: true, id: value } : { ok: false, error: 'invalidId' };
  }
  if (typeof value === 'string' && DIGITS.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) ? { ok: true, id } : { ok: false, error: 'invalidId' };
  }
  return { ok: false, error: 'invalidId' };
}
