import type { DataIncrement } from './bundle-format.js';
import type { PublishedDataType } from './data-types.js';
import type { JsonValue } from './localized.js';

/** What an increment is checked against: the data version held, its schema and field orders. */
export interface HeldVersion {
  version: number;
  schema: string;
  fields: Partial<Record<PublishedDataType, string[]>>;
}

/** What an increment does to one type: rows to write (new or changed) and ids to remove. */
export interface TypeIncrementPlan {
  type: PublishedDataType;
  /** The held field order of the type, which the rows follow. */
  fields: string[];
  put: JsonValue[][];
  remove: number[];
}

function recordId(type: PublishedDataType, key: string): number {
  const id = Number(key);
  if (key.trim() === '' || !Number.isInteger(id)) throw new Error(`increment names ${type} id "${key}"`);
  return id;
}

/**
 * The rules of applying an increment, per type, for whoever stores the data: the bundle in memory
 * (`applyIncrement`) and the app's database, which writes one type's changes without reading the
 * rest. Throws, before anything is written, when the increment does not start from the held
 * version and schema, names a type the schema lacks, or files a row under another id than its own:
 * such an increment cannot be trusted and a full reload replaces it.
 */
export function planIncrement(held: HeldVersion, increment: DataIncrement): TypeIncrementPlan[] {
  if (held.version !== increment.from) {
    throw new Error(`increment from version ${increment.from} cannot apply to version ${held.version}`);
  }
  if (held.schema !== increment.schema) {
    throw new Error(`increment of schema ${increment.schema} cannot apply to schema ${held.schema}`);
  }
  const plan: TypeIncrementPlan[] = [];
  for (const [type, changes] of Object.entries(increment.data) as [
    PublishedDataType,
    { [id: string]: JsonValue[] | null },
  ][]) {
    const fields = held.fields[type];
    if (!fields) throw new Error(`increment names type ${type}, absent from the held schema`);
    const change: TypeIncrementPlan = { type, fields, put: [], remove: [] };
    for (const [key, row] of Object.entries(changes)) {
      const id = recordId(type, key);
      if (row === null) change.remove.push(id);
      else if (row[0] !== id) throw new Error(`increment files a ${type} row under id ${key}, not its own`);
      else change.put.push(row);
    }
    plan.push(change);
  }
  return plan;
}
