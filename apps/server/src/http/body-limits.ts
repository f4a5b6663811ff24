import {
  CALENDAR_FEEDS_PATH,
  CATEGORY_TREE_MAX_CATEGORIES,
  CONSOLE_PATH,
  CONTENT_UPLOAD_MAX_BYTES,
  ITEM_IMAGE_MAX_BYTES,
  NOTES_MAIL_PATH,
  PEOPLE_CSV_MAX_BYTES,
} from '@showfloor/core';

/**
 * Request body limits, in bytes. A body past its route's limit is refused with 413 as soon as its
 * declared length (or the bytes read) passes it, before it is parsed and before the handler runs.
 * Every route takes the default unless it is listed here, sized to the largest payload the spec lets
 * the app send on it. (A multipart photo upload is not parsed as a body: its own limits, in the
 * accounts module, cut it at 2 MB.)
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  /** The device's unsynchronised contacts, 5,000 at most (spec modules §7), each up to 500 field values. */
  '/leads/save-contacts': 16 * 1024 * 1024,
  /** A base64 photo of 2 MB is about 2.8 MB of JSON. */
  '/updateMe.htm': 4 * 1024 * 1024,
  /** 5,000 event ids of up to 200 characters. */
  [CALENDAR_FEEDS_PATH]: 1_152 * 1024,
  [`${CALENDAR_FEEDS_PATH}/:id`]: 1_152 * 1024,
  /** The notes, up to 200,000 characters of up to 3 bytes each in UTF-8. */
  [NOTES_MAIL_PATH]: 640 * 1024,
  /** A schedule, catalog or venue uploaded from the console (docs/console.md "Content"). */
  [`${CONSOLE_PATH}/api/content/uploads`]: CONTENT_UPLOAD_MAX_BYTES,
  /** An item's logo or photo uploaded from the console's catalog. */
  [`${CONSOLE_PATH}/api/items/:type/:id/image`]: ITEM_IMAGE_MAX_BYTES,
  /** A category type's whole tree: each category's id and parent, up to 200 characters each. */
  [`${CONSOLE_PATH}/api/categories/:type`]: CATEGORY_TREE_MAX_CATEGORIES * 448,
  /** A participants CSV, as JSON text (quotes and line breaks escaped: up to about twice its size). */
  [`${CONSOLE_PATH}/api/people/import/dry-run`]: 2 * PEOPLE_CSV_MAX_BYTES,
  [`${CONSOLE_PATH}/api/people/import`]: 2 * PEOPLE_CSV_MAX_BYTES,
};

/** The limit of a route, by its path as registered. */
export function bodyLimitOf(url: string): number {
  return ROUTE_BODY_LIMITS[url] ?? DEFAULT_BODY_LIMIT;
}
