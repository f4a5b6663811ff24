import { type FieldsByType, isPublishedDataType, type LocaleCode } from '@showfloor/core';

/** What the device knows about the data version it holds. */
export interface CatalogMeta {
  version: number;
  schema: string;
  locale: LocaleCode;
  fields: FieldsByType;
  assetsVersion: number;
}

/** Stored data that cannot be trusted: the updater clears it and reloads from the server (spec core §8). */
export class InvalidLocalDataError extends Error {
  override readonly name = 'InvalidLocalDataError';
}

const LOCALES: readonly string[] = ['fre', 'eng', 'zho'];

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function parseFields(value: unknown): FieldsByType {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidLocalDataError('stored field orders are not an object');
  }
  const fields: FieldsByType = {};
  for (const [type, order] of Object.entries(value)) {
    if (!isPublishedDataType(type) || !isStringList(order) || order[0] !== 'id') {
      throw new InvalidLocalDataError(`stored field order of ${type} is invalid`);
    }
    fields[type] = order;
  }
  return fields;
}

/**
 * Parses the meta rows read from IndexedDB. No rows at all means an empty database (null); some
 * rows but not a coherent set means a damaged one (InvalidLocalDataError).
 */
export function parseCatalogMeta(entries: ReadonlyMap<string, unknown>): CatalogMeta | null {
  if (entries.size === 0) return null;
  const version = entries.get('version');
  const schema = entries.get('schema');
  const locale = entries.get('locale');
  const assetsVersion = entries.get('assets_version') ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new InvalidLocalDataError('stored data version is invalid');
  }
  if (typeof schema !== 'string' || schema.length === 0)
    throw new InvalidLocalDataError('stored schema is invalid');
  if (typeof locale !== 'string' || !LOCALES.includes(locale)) {
    throw new InvalidLocalDataError('stored locale is invalid');
  }
  if (typeof assetsVersion !== 'number') throw new InvalidLocalDataError('stored assets version is invalid');
  return {
    version,
    schema,
    locale: locale as LocaleCode,
    fields: parseFields(entries.get('fields')),
    assetsVersion,
  };
}
