import {
  type CategoryTree,
  type CategoryTreeSave,
  CONSOLE_CSRF_HEADER,
  type ConsoleItem,
  type ConsoleItemEdit,
  type ConsoleItemSummary,
  type ConsoleSession,
  categoryTreeSchema,
  consoleItemCountsSchema,
  consoleItemListSchema,
  consoleItemSchema,
  type PublishedDataType,
} from '@showfloor/core';
import { call, json } from './console-api.js';

/** The console's calls on the catalog's items (docs/console.md, "Items"). */
export const itemsApi = {
  counts: async (): Promise<Record<string, number>> => (await call('items', consoleItemCountsSchema)).counts,
  list: async (type: PublishedDataType): Promise<ConsoleItemSummary[]> =>
    (await call(`items/${type}`, consoleItemListSchema)).items,
  item: (type: PublishedDataType, id: number): Promise<ConsoleItem> =>
    call(`items/${type}/${id}`, consoleItemSchema),
  /** Sends an item's new logo or photo: the body is the image file itself. */
  uploadImage: (session: ConsoleSession, item: ConsoleItem, file: File) =>
    call(
      `items/${item.type}/${item.id}/image?updatedAt=${encodeURIComponent(item.updatedAt)}`,
      consoleItemSchema,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', [CONSOLE_CSRF_HEADER]: session.csrfToken },
        body: file,
      },
    ),
  edit: (session: ConsoleSession, type: PublishedDataType, id: number, edit: ConsoleItemEdit) =>
    call(`items/${type}/${id}`, consoleItemSchema, { ...json(edit, session.csrfToken), method: 'PUT' }),
  categoryTree: (type: PublishedDataType): Promise<CategoryTree> =>
    call(`categories/${type}`, categoryTreeSchema),
  saveCategoryTree: (session: ConsoleSession, type: PublishedDataType, save: CategoryTreeSave) =>
    call(`categories/${type}`, categoryTreeSchema, { ...json(save, session.csrfToken), method: 'PUT' }),
};
