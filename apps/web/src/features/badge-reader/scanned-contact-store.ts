import Dexie, { type DexieOptions, type Table } from 'dexie';

/** Spec modules §3 "Saved (scanned) contact", as the visitor's badge reader keeps it. */
export interface ScannedContact {
  /** The badge code. */
  id: string;
  scanDate: number;
  firstName: string;
  lastName: string;
  organizationName: string;
  role: string;
  /** Only the domain when it comes from a badge; the visitor may complete it. */
  email: string;
  phone: string;
  mobilePhone: string;
  civility: string;
}

export const SCANNED_CONTACT_TEXT_FIELDS = [
  'civility',
  'firstName',
  'lastName',
  'organizationName',
  'role',
  'email',
  'phone',
  'mobilePhone',
] as const satisfies readonly (keyof ScannedContact)[];

interface StoredScannedContact extends ScannedContact {
  owner: string;
  storageVersion: number;
}

const SCANNED_CONTACT_STORAGE_VERSION = 1;

/** The visitor's scanned contacts, keyed by owner and badge code; schema version 1. */
export class ScannedContactDatabase extends Dexie {
  contacts!: Table<StoredScannedContact, [string, string]>;

  constructor(name = 'showfloor-scanned-contacts', options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({ contacts: '[owner+id], owner' });
  }
}

export interface ScannedContactStore {
  /** The owner's contacts, latest scan first. */
  list(owner: string): Promise<ScannedContact[]>;
  get(owner: string, id: string): Promise<ScannedContact | undefined>;
  /** Saves a contact, replacing the owner's contact of the same badge: a second scan updates it. */
  save(owner: string, contact: ScannedContact): Promise<void>;
}

export class DexieScannedContactStore implements ScannedContactStore {
  constructor(private readonly db: ScannedContactDatabase = new ScannedContactDatabase()) {}

  async list(owner: string): Promise<ScannedContact[]> {
    const rows = await this.db.contacts.where('owner').equals(owner).toArray();
    return rows.map(toContact).sort((left, right) => right.scanDate - left.scanDate);
  }

  async get(owner: string, id: string): Promise<ScannedContact | undefined> {
    const row = await this.db.contacts.get([owner, id]);
    return row ? toContact(row) : undefined;
  }

  async save(owner: string, contact: ScannedContact): Promise<void> {
    await this.db.contacts.put({ ...contact, owner, storageVersion: SCANNED_CONTACT_STORAGE_VERSION });
  }

  close(): void {
    this.db.close();
  }
}

function toContact(row: StoredScannedContact): ScannedContact {
  const { owner: _owner, storageVersion: _version, ...contact } = row;
  return contact;
}
