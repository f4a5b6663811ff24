import { ConsoleApiError } from './console-api.js';
import type { ConsoleStrings } from './console-strings.js';

/** What a failed call tells the organiser. */
export function errorText(error: unknown, strings: ConsoleStrings): string {
  if (!(error instanceof ConsoleApiError) || error.status === 0) return strings.network;
  if (error.status === 429) return strings.tooMany;
  return error.field === undefined ? error.message : strings.fieldError(error.field, error.message);
}
