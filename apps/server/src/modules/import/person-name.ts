/** Lower-case particles that belong to the family name (`Ludwig van Beethoven`, `Anne de la Tour`). */
const PARTICLES = new Set([
  'da',
  'de',
  'del',
  'della',
  'der',
  'di',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'van',
  'von',
  'zu',
]);

export interface PersonName {
  firstname: string;
  lastname: string;
}

/**
 * Splits a display name into first and last names, best effort: schedules only give one public
 * name, often a nickname. The last word is the family name, with the particles before it; a single
 * word (`pajowu`) is kept whole as the last name so that alphabetical lists still place it.
 */
export function splitPersonName(displayName: string): PersonName {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstname: '', lastname: words[0] ?? '' };
  let lastStart = words.length - 1;
  while (lastStart > 1 && PARTICLES.has(words[lastStart - 1] ?? '')) lastStart -= 1;
  return { firstname: words.slice(0, lastStart).join(' '), lastname: words.slice(lastStart).join(' ') };
}
