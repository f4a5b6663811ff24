import { LEAD_STORAGE_VERSION, type LeadContact, type LeadContext } from '@showfloor/core';
import Dexie, { type DexieOptions, type EntityTable, type Transaction } from 'dexie';

/** A stored contact: the core shape plus the version of that shape (STYLE §9). */
export interface StoredLeadContact extends LeadContact {
  storageVersion: number;
}

/**
 * The cropped photo of a contact (the visitor or their business card), by the id the contact names.
 * Kept as bytes rather than a Blob: every browser's IndexedDB stores an ArrayBuffer.
 */
export interface StoredLeadPhoto {
  id: string;
  /** The contact's badge code. */
  code: string;
  /** 'image/jpeg': the cropper's output. */
  type: string;
  bytes: ArrayBuffer;
  storageVersion: number;
}

/** One-off values of the module: disclaimer acceptance and the licence context. */
export type LeadSetting =
  | { key: 'disclaimerAccepted'; storageVersion: number; value: boolean }
  | { key: 'context'; storageVersion: number; value: LeadContext };

export const LEAD_DATABASE_NAME = 'showfloor-leads';

/**
 * Version 2 rewrites the version 1 contacts: they had no photo. Rows another tab writes later in the
 * old shape (an app not yet updated) are read by `migrateStoredContact` the same way.
 */
export function upgradeToPhotos(transaction: Transaction): Promise<number> {
  return transaction
    .table<StoredLeadContact, string>('contacts')
    .toCollection()
    .modify((row) => {
      if (typeof row.photoId !== 'string') row.photoId = null;
      row.storageVersion = 2;
    });
}

/**
 * The exhibitor's leads, in their own IndexedDB database so that a catalog reset never touches them.
 * Schema version 1: contacts and settings; version 2 adds the contacts' photos (and `photoId` on
 * every contact). Rows carry `storageVersion` (LEAD_STORAGE_VERSION); a later shape adds a Dexie
 * version whose upgrade rewrites the rows, and `migrateStoredContact` reads any row still older.
 */
export class LeadDatabase extends Dexie {
  contacts!: EntityTable<StoredLeadContact, 'code'>;
  settings!: EntityTable<LeadSetting, 'key'>;
  photos!: EntityTable<StoredLeadPhoto, 'id'>;

  /** `options` lets tests pass fake-indexeddb's factory instead of the browser's. */
  constructor(name: string = LEAD_DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({ contacts: 'code', settings: 'key' });
    this.version(2).stores({ photos: 'id, code' }).upgrade(upgradeToPhotos);
  }
}

export const storedContact = (contact: LeadContact): StoredLeadContact => ({
  ...contact,
  storageVersion: LEAD_STORAGE_VERSION,
});
