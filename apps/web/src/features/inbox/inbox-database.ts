import { inboxMessageSchema, type StoredInboxMessage } from '@showfloor/core';
import Dexie, { type DexieOptions, type EntityTable } from 'dexie';

/** Shape version of the rows below (STYLE §9); a later shape adds a Dexie version with an upgrade. */
export const INBOX_STORAGE_VERSION = 1;

/** A kept message: the core shape plus the version of that shape. */
export interface StoredInboxRow extends StoredInboxMessage {
  storageVersion: number;
}

/** What the inbox keeps besides its messages (spec modules §3: the isReady flag; the clear mark). */
export interface InboxMetaRow {
  key: 'meta';
  storageVersion: number;
  isReady: boolean;
  clearedUntil: string | null;
}

export const INBOX_DATABASE_NAME = 'showfloor-inbox';

/**
 * The device's inbox, in its own IndexedDB database so that a catalog reset or a data update never
 * touches it. Schema version 1: messages by id (with a date index) and one meta row.
 */
export class InboxDatabase extends Dexie {
  messages!: EntityTable<StoredInboxRow, 'id'>;
  meta!: EntityTable<InboxMetaRow, 'key'>;

  /** `options` lets tests pass fake-indexeddb's factory instead of the browser's. */
  constructor(name: string = INBOX_DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({ messages: 'id, date', meta: 'key' });
  }
}

/**
 * A stored row as the current shape, or null when it is damaged (a row another writer left half
 * done): a message that cannot be shown safely is dropped rather than crash the page.
 */
export function readStoredInboxRow(row: unknown): StoredInboxMessage | null {
  const parsed = inboxMessageSchema.safeParse(row);
  if (!parsed.success) return null;
  const read = typeof row === 'object' && row !== null && 'read' in row && row.read === true;
  return { ...parsed.data, read };
}

export function storedInboxRow(message: StoredInboxMessage): StoredInboxRow {
  return { ...message, storageVersion: INBOX_STORAGE_VERSION };
}
