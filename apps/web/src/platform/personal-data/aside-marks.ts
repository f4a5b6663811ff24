import { type ItemMark, isPublishedDataType, parseItemId } from '@showfloor/core';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads stored marks set aside (`[{ dataType, id, originalId, ... }]`), dropping each one that does
 * not parse; `markValueOf` reads a mark's value from its entry (undefined drops it).
 */
export function readAsideMarks<V>(
  stored: unknown,
  markValueOf: (entry: Record<string, unknown>) => V | undefined,
): ItemMark<V>[] {
  if (!Array.isArray(stored)) return [];
  const marks: ItemMark<V>[] = [];
  for (const entry of stored) {
    if (!isRecord(entry) || typeof entry.dataType !== 'string' || !isPublishedDataType(entry.dataType))
      continue;
    const id = parseItemId(entry.id);
    const value = markValueOf(entry);
    if (!id.ok || value === undefined) continue;
    const originalId = typeof entry.originalId === 'string' ? entry.originalId : null;
    marks.push({ dataType: entry.dataType, id: id.id, originalId, value });
  }
  return marks;
}
