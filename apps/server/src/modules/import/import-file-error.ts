/**
 * Thrown when a file cannot be imported at all: missing, neither XML nor JSON, a syntax error, an
 * unknown root, or (for the catalog format) an invalid item. One bad event in a schedule is never
 * a reason to throw: it becomes a warning of the import result instead.
 */
export class ImportFileError extends Error {
  readonly file: string;
  /** Where the problem is: `line 12, column 4` for syntax errors, a JSON path like `items[3].type`. */
  readonly location?: string;

  constructor(file: string, reason: string, location?: string) {
    super(`Cannot import ${file}${location === undefined ? '' : ` (${location})`}: ${reason}`);
    this.name = 'ImportFileError';
    this.file = file;
    if (location !== undefined) this.location = location;
  }
}
