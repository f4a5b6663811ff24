import type { DataBundle, DataIncrement, SchemaChange } from '@showfloor/core';
import { isDataIncrement, parseDataBundle, parseUpdateAnswer } from '../../platform/network/index.js';

export type DataFile =
  | { kind: 'bundle'; bundle: DataBundle }
  | { kind: 'increment'; increment: DataIncrement }
  | { kind: 'schemaChange'; change: SchemaChange };

function looksLikeBundle(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('data' in value)) return false;
  const tables = Object.values((value as { data: object }).data);
  return (
    !('from' in value) &&
    tables.every((table) => typeof table === 'object' && table !== null && 'rows' in table)
  );
}

/**
 * Reads a downloaded data file by its content rather than its name: the manifest lists the full
 * bundle or the increment depending on what the device holds, and both travel as JSON.
 */
export function parseDataFile(value: unknown): DataFile {
  if (looksLikeBundle(value)) return { kind: 'bundle', bundle: parseDataBundle(value) };
  const answer = parseUpdateAnswer(value);
  return isDataIncrement(answer)
    ? { kind: 'increment', increment: answer }
    : { kind: 'schemaChange', change: answer };
}
