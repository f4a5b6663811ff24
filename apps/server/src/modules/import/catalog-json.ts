import type { SourceItem } from '@showfloor/core';
import { CATALOG_FILE_FORMAT, CATALOG_FILE_VERSION, catalogFileSchema } from './catalog-file-schema.js';
import { ImportFileError } from './import-file-error.js';
import type { ImportResult } from './import-result.js';
import { compareItems } from './item-order.js';
import { recordOf } from './lenient-fields.js';

/** How many problems one error message lists before summarising the rest. */
const LISTED_ISSUES = 10;

/** `items[12].fields["start date"]`: a JSON path as organisers read it in their editor. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      if (/^[A-Za-z_$][\w$]*$/.test(name)) return index === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join('');
}

/**
 * Reads the project's own catalog file `{ format: "showfloor-catalog", version: 1, config?, items }`.
 * The file is all or nothing: one invalid item rejects the whole file, so that the database never
 * holds half a catalog; the error names the JSON path of each problem (`items[12].type`).
 */
export function parseCatalogJson(value: unknown, fileName: string): ImportResult {
  const root = recordOf(value);
  if (root?.format !== CATALOG_FILE_FORMAT) {
    throw new ImportFileError(fileName, `expected "format": "${CATALOG_FILE_FORMAT}" at the root`, 'format');
  }
  if (root.version !== CATALOG_FILE_VERSION) {
    throw new ImportFileError(
      fileName,
      `unsupported version ${JSON.stringify(root.version ?? null)}: this server reads version ${CATALOG_FILE_VERSION}`,
      'version',
    );
  }
  const parsed = catalogFileSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const listed = issues
      .slice(0, LISTED_ISSUES)
      .map((issue) => `${formatJsonPath(issue.path) || '(root)'}: ${issue.message}`);
    const more = issues.length > LISTED_ISSUES ? [`and ${issues.length - LISTED_ISSUES} more problems`] : [];
    const location = formatJsonPath(issues[0]?.path ?? []);
    throw new ImportFileError(
      fileName,
      `the catalog is invalid, nothing was imported: ${[...listed, ...more].join('; ')}`,
      location || undefined,
    );
  }
  const items: SourceItem[] = [...parsed.data.items].sort(compareItems);
  const result: ImportResult = { file: fileName, format: 'showfloor-catalog', items, warnings: [] };
  if (parsed.data.config !== undefined) result.config = parsed.data.config;
  return result;
}
