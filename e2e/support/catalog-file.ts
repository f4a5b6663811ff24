import { writeFileSync } from 'node:fs';
import path from 'node:path';

export interface CatalogFileItem {
  type: string;
  original_id: string;
  fields: Record<string, unknown>;
}

/** Writes a catalog file in the project's own format (docs/catalog-format.md) and returns its path. */
export function writeCatalogFile(dir: string, name: string, items: CatalogFileItem[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify({ format: 'showfloor-catalog', version: 1, items }, null, 2));
  return file;
}
