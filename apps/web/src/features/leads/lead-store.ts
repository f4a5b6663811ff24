import { LEAD_STORAGE_VERSION, type LeadContact, type LeadContext } from '@showfloor/core';
import {
  LeadDatabase,
  type StoredLeadContact,
  type StoredLeadPhoto,
  storedContact,
} from './lead-database.js';

/** What the module restores on opening. */
export interface StoredLeads {
  disclaimerAccepted: boolean;
  context: LeadContext | null;
  contacts: LeadContact[];
}

/** A contact's new cropped photo, written with the contact. */
export interface LeadPhoto {
  id: string;
  /** The contact's badge code. */
  code: string;
  jpeg: Blob;
}

/** What a save does to the photos: the new one to write, the ones it replaces or removes. */
export interface LeadPhotoChanges {
  put: LeadPhoto[];
  remove: string[];
}

/** The device's copy of the leads: the truth the screens show, written before any call. */
export interface LeadStore {
  load(): Promise<StoredLeads>;
  acceptDisclaimer(): Promise<void>;
  saveContext(context: LeadContext): Promise<void>;
  /**
   * Writes these contacts, in one transaction. Contacts are never deleted here, only by a licence
   * reset: a second tab holding an older list must not erase a lead this one saved.
   */
  saveContacts(contacts: readonly LeadContact[], photos?: LeadPhotoChanges): Promise<void>;
  /** The stored photo of that id as a JPEG, or null when there is none. */
  loadPhoto(id: string): Promise<Blob | null>;
  /** Licence reset: the context, every contact and every photo; the disclaimer acceptance stays. */
  deleteLocalData(): Promise<void>;
}

/**
 * A stored row as the current shape. Version 1 rows have no photo (`photoId` null); rows of an
 * unknown later version (an app downgraded after an update) are still read, since the fields they
 * share are kept.
 */
export function migrateStoredContact(row: StoredLeadContact): LeadContact {
  const { storageVersion: _version, ...contact } = row;
  return {
    ...contact,
    history: Array.isArray(contact.history) ? contact.history : [],
    isSync: contact.isSync === true,
    lastSync: typeof contact.lastSync === 'number' ? contact.lastSync : null,
    values: contact.values ?? {},
    photoId: typeof contact.photoId === 'string' && contact.photoId !== '' ? contact.photoId : null,
  };
}

/** Newest visit first, as the machine keeps them, whatever order IndexedDB returns (by code). */
const byLastVisit = (left: LeadContact, right: LeadContact): number =>
  (right.history[0] ?? 0) - (left.history[0] ?? 0);

export class DexieLeadStore implements LeadStore {
  constructor(private readonly db: LeadDatabase = new LeadDatabase()) {}

  async load(): Promise<StoredLeads> {
    return this.db.transaction('r', this.db.contacts, this.db.settings, async () => {
      const [disclaimer, context, rows] = await Promise.all([
        this.db.settings.get('disclaimerAccepted'),
        this.db.settings.get('context'),
        this.db.contacts.toArray(),
      ]);
      return {
        disclaimerAccepted: disclaimer?.key === 'disclaimerAccepted' && disclaimer.value,
        context: context?.key === 'context' ? context.value : null,
        contacts: rows.map(migrateStoredContact).sort(byLastVisit),
      };
    });
  }

  async acceptDisclaimer(): Promise<void> {
    await this.db.settings.put({
      key: 'disclaimerAccepted',
      storageVersion: LEAD_STORAGE_VERSION,
      value: true,
    });
  }

  async saveContext(context: LeadContext): Promise<void> {
    await this.db.settings.put({ key: 'context', storageVersion: LEAD_STORAGE_VERSION, value: context });
  }

  async saveContacts(
    contacts: readonly LeadContact[],
    photos: LeadPhotoChanges = { put: [], remove: [] },
  ): Promise<void> {
    // Read before the transaction: IndexedDB commits a transaction that waits on anything else.
    const photoRows = await Promise.all(
      photos.put.map(
        async (photo): Promise<StoredLeadPhoto> => ({
          id: photo.id,
          code: photo.code,
          type: photo.jpeg.type || 'image/jpeg',
          bytes: await photo.jpeg.arrayBuffer(),
          storageVersion: LEAD_STORAGE_VERSION,
        }),
      ),
    );
    // One transaction: a tab closed mid-write leaves the previous rows, never half of the new ones,
    // and never a contact naming a photo that is not stored.
    await this.db.transaction('rw', this.db.contacts, this.db.photos, async () => {
      if (photoRows.length > 0) await this.db.photos.bulkPut(photoRows);
      if (photos.remove.length > 0) await this.db.photos.bulkDelete(photos.remove);
      await this.db.contacts.bulkPut(contacts.map(storedContact));
    });
  }

  async loadPhoto(id: string): Promise<Blob | null> {
    const row = await this.db.photos.get(id);
    return row ? new Blob([row.bytes], { type: row.type }) : null;
  }

  async deleteLocalData(): Promise<void> {
    await this.db.transaction('rw', [this.db.contacts, this.db.settings, this.db.photos], async () => {
      await this.db.contacts.clear();
      await this.db.photos.clear();
      await this.db.settings.delete('context');
    });
  }

  close(): void {
    this.db.close();
  }
}
