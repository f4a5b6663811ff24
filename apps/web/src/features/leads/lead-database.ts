import { LEAD_STORAGE_VERSION, type LeadContact, type LeadContext } from '@showfloor/core';
import Dexie, { type DexieOptions, type EntityTable } from 'dexie';

/** A stored contact: the core shape plus the version of that shape (STYLE §9). */
export interface StoredLeadContact extends LeadContact {
  storageVersion: number;
}

/** One-off values of the module: disclaimer acceptance and the licence context. */
export type LeadSetting =
  | { key: 'disclaimerAccepted'; storageVersion: number; value: boolean }
  | { key: 'context'; storageVersion: number; value: LeadContext };

export const LEAD_DATABASE_NAME = 'showfloor-leads';

/**
 * The exhibitor's leads, in their own IndexedDB database so that a catalog reset never touches them.
 * Schema version 1. Rows carry `storageVersion` (LEAD_STORAGE_VERSION); a later shape adds a Dexie
 * version whose upgrade rewrites the rows, and `migrateStoredContact` reads any row still older.
 */
export class LeadDatabase extends Dexie {
  contacts!: EntityTable<StoredLeadContact, 'code'>;
  settings!: EntityTable<LeadSetting, 'key'>;

  /** `options` lets tests pass fake-indexeddb's factory instead of the browser's. */
  constructor(name: string = LEAD_DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({ contacts: 'code', settings: 'key' });
  }
}

export const storedContact = (contact: LeadContact): StoredLeadContact => ({
  ...contact,
  storageVersion: LEAD_STORAGE_VERSION,
});
