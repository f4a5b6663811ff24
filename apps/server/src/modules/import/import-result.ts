import type { OrganiserShowConfig, ProgrammeFacts, SourceItem } from '@showfloor/core';

export const IMPORT_FORMATS = ['showfloor-catalog', 'frab-xml', 'c3voc-json', 'c3voc-schedule2'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * What one imported file yields. Items are sorted by type then original id, so importing the same
 * file twice gives identical items. Warnings name the file and the event or path they concern.
 */
export interface ImportResult {
  file: string;
  format: ImportFormat;
  items: SourceItem[];
  /** With the organiser's profile codes, if the file gives any (never published as it is). */
  config?: OrganiserShowConfig;
  /** What a programme file says of its show (title, days, time zone): a default configuration's source. */
  programme?: ProgrammeFacts;
  warnings: string[];
}
