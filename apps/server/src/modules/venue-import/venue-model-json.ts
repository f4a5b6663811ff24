import { findVenueIntegrityProblems, VENUE_MODEL_VERSION, venueModelSchema } from '@showfloor/core';
import { formatJsonPath, ImportFileError, recordOf } from '../import/index.js';
import type { VenueImportResult } from './venue-import-result.js';

/** How many problems one error message lists before summarising the rest. */
const LISTED_PROBLEMS = 5;

function listed(problems: readonly string[]): string {
  const shown = problems.slice(0, LISTED_PROBLEMS).join('; ');
  const more = problems.length - LISTED_PROBLEMS;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}

/**
 * Whether a JSON value is meant as the project's own venue (a `VenueModel`, as written by
 * `JSON.stringify(venue)`): an object with `levels` and `graph`, which neither GeoJSON nor the
 * catalog formats have at their root.
 */
export function isVenueModelJson(value: unknown): boolean {
  const root = recordOf(value);
  return root !== undefined && 'levels' in root && 'graph' in root;
}

/**
 * Reads the project's own venue format. Unlike the IMDF and OSM importers it is strict: the file is
 * a model already, so a schema error or a dangling reference rejects it, naming the JSON path.
 */
export function parseVenueModelJson(value: unknown, file: string): VenueImportResult {
  const version = recordOf(value)?.version;
  if (version !== VENUE_MODEL_VERSION) {
    throw new ImportFileError(
      file,
      `unsupported venue version ${JSON.stringify(version ?? null)}: this server reads version ${VENUE_MODEL_VERSION}`,
      'version',
    );
  }
  const parsed = venueModelSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${formatJsonPath(issue.path)}: ${issue.message}`);
    throw new ImportFileError(file, `not a valid venue: ${listed(issues)}`);
  }
  const problems = findVenueIntegrityProblems(parsed.data);
  if (problems.length > 0) throw new ImportFileError(file, `inconsistent venue: ${listed(problems)}`);
  return { file, format: 'showfloor-venue', venue: parsed.data, warnings: [] };
}
