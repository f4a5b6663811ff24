import { TRUNCATION_SUFFIX } from '../constants/spec-constants.js';

/**
 * Cuts `text` to `maxChars` characters and appends '...' when it was longer (spec modules §2 and §5:
 * note titles, note excerpts). Counts code points so that an emoji or an accented letter is never
 * split in half.
 */
export function truncateText(text: string, maxChars: number): string {
  const chars = Array.from(text);
  return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}${TRUNCATION_SUFFIX}` : text;
}
