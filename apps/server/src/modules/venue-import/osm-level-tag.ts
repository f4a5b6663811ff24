/**
 * The levels an OSM `level` tag puts a feature on (Simple Indoor Tagging): `0`, `-1`, lists `0;2`
 * and ranges `0-2` (every level from 0 to 2). Returns undefined for an absent or unreadable tag.
 * Half levels (`0.5`, mezzanines) are kept: the importer rounds them and warns.
 */
export function parseLevelTag(value: unknown): number[] | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const levels = new Set<number>();
  for (const part of value.split(';')) {
    const text = part.trim();
    const range = /^(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)$/.exec(text);
    if (range !== null) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      const [low, high] = from <= to ? [from, to] : [to, from];
      for (let level = Math.ceil(low); level <= high; level++) levels.add(level);
      levels.add(low);
      levels.add(high);
      continue;
    }
    if (!/^-?\d+(?:\.\d+)?$/.test(text)) return undefined;
    levels.add(Number(text));
  }
  return [...levels].sort((a, b) => a - b);
}
