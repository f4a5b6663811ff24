import type { FieldsByType, JsonValue, Localized, ShowConfig, SourceRef } from '@showfloor/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The back office's tables. One schema for PGlite and PostgreSQL; SQL migrations are generated from
 * it with drizzle-kit (`npm run db:generate -w apps/server`) and committed under `drizzle/`.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres returns a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Catalog items as importers and the demo produce them. The identity is global across types so a
 * published record id names one item in the whole show (favorites store ids per type, links do not).
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    originalId: text('original_id').notNull(),
    fields: jsonb('fields').$type<{ [field: string]: JsonValue }>().notNull(),
    refs: jsonb('refs').$type<{ [key: string]: SourceRef }>().notNull().default({}),
    /**
     * The programme the item came from (`schedule:<acronym>`), whose re-import removes the items it
     * no longer holds; null for the organiser's own items (catalog files, demo), never removed so.
     */
    source: text('source'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('catalog_items_type_original_id').on(table.type, table.originalId),
    index('catalog_items_source').on(table.source),
  ],
);

/** Files referenced by the catalog (logos, photos, floor plans), served under `files/assets/`. */
export const assets = pgTable('assets', {
  path: text('path').primaryKey(),
  sha256: text('sha256').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  body: bytea('body').notNull(),
  /** The first data version that publishes this content; the manifest lists newer assets. */
  versionAdded: integer('version_added').notNull(),
});

/** The show's configuration: a single row (id is always 1). */
export const showConfig = pgTable('show_config', {
  id: integer('id').primaryKey().default(1),
  config: jsonb('config').$type<ShowConfig>().notNull(),
  /**
   * The configuration was derived from a programme (`showfloor import` of a schedule alone), not
   * written by the organiser: a later import may complete it (a venue turns the map on).
   */
  derived: boolean('derived').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Published data versions; a row is written last, once every file of the version is on disk. */
export const dataVersions = pgTable(
  'data_versions',
  {
    version: integer('version').primaryKey(),
    schema: text('schema').notNull(),
    fields: jsonb('fields').$type<FieldsByType>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    assetsVersion: integer('assets_version').notNull(),
    /** Total bytes of the uncompressed files of the version, for the stats. */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [index('data_versions_schema').on(table.schema)],
);

/**
 * Who published each version and why (docs/console.md "Publish"): the organiser, their note, the
 * version it published again, its changes from the version before. The catalog it was made of is a
 * file beside the published versions (version-catalog.ts).
 */
export const dataVersionNotes = pgTable('data_version_notes', {
  version: integer('version')
    .primaryKey()
    .references(() => dataVersions.version, { onDelete: 'cascade' }),
  /** The organiser's address, or `command line`. */
  publishedBy: text('published_by').notNull(),
  note: text('note').notNull().default(''),
  /** The version this one published again (a rollback). */
  restoredFrom: integer('restored_from'),
  /** Added, changed and removed per type since the version before; null when that one was not kept. */
  changes: jsonb('changes').$type<Record<string, { added: number; changed: number; removed: number }>>(),
});

// ---- Accounts and networking (modules/accounts, modules/participants) ----

/** Back-office accounts: who may log in. The public side of a user is their `participants` row. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The login, lower-cased: logins are e-mail addresses and compared case-insensitively. */
  login: text('login').notNull().unique(),
  /** `scrypt$N$r$p$salt$hash` (base64url), see modules/accounts/password-hash.ts. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Open sessions. Only the SHA-256 of a token is stored: a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/**
 * One-time links that set a participant's password: the invitation the console sends (docs/console.md,
 * "People"). Only the SHA-256 of the token is stored; the account goes with its links.
 */
export const userPasswordLinks = pgTable(
  'user_password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('user_password_links_user_id').on(table.userId)],
);

/** Profile photos, served under `files/photos/{id}` (never listed in the manifest: they are personal). */
export const profilePhotos = pgTable('profile_photos', {
  /** Random, so a photo URL cannot be guessed from a participant id. */
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The participants directory (server side only, never in a bundle). A row with `user_id` is that
 * user's own profile; demo and imported participants have none. The `*_key` columns hold the
 * normalized text (lower-case, no accents) that searches compare by prefix: pg_trgm is not loaded
 * on PGlite, and prefix LIKE on a `text_pattern_ops` index stays fast at 200,000 rows.
 */
export const participants = pgTable(
  'participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stable id of a generated or imported participant (`demo-000001`); null for accounts. */
    externalId: text('external_id').unique(),
    civility: text('civility').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    organizationName: text('organization_name').notNull().default(''),
    organizationWebsite: text('organization_website').notNull().default(''),
    organizationLogo: text('organization_logo').notNull().default(''),
    role: text('role').notNull().default(''),
    type: text('type').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mobilePhone: text('mobile_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    departement: text('departement').notNull().default(''),
    social: jsonb('social').$type<{ ln?: string }>().notNull().default({}),
    events: jsonb('events').$type<JsonValue[]>().notNull().default([]),
    exhibitorId: text('exhibitor_id'),
    profil: text('profil'),
    service: text('service'),
    centerinterest: text('centerinterest').array().notNull().default([]),
    photoId: text('photo_id').references(() => profilePhotos.id, { onDelete: 'set null' }),
    visible: boolean('visible').notNull().default(true),
    contactable: boolean('contactable').notNull().default(true),
    lastNameKey: text('last_name_key').notNull().default(''),
    firstNameKey: text('first_name_key').notNull().default(''),
    organizationKey: text('organization_key').notNull().default(''),
    roleKey: text('role_key').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The directory's order; partial so invisible participants cost nothing to skip.
    index('participants_directory_order')
      .on(table.lastNameKey, table.firstNameKey, table.id)
      .where(sql`${table.visible}`),
    index('participants_last_name_key').on(table.lastNameKey.op('text_pattern_ops')),
    index('participants_first_name_key').on(table.firstNameKey.op('text_pattern_ops')),
    index('participants_organization_key').on(table.organizationKey.op('text_pattern_ops')),
    index('participants_role_key').on(table.roleKey.op('text_pattern_ops')),
    // The advanced search's single-choice lists, each followed by the directory's order: a page of
    // one profile or department is read in order rather than picked out of the whole directory.
    index('participants_profil_order')
      .on(table.profil, table.lastNameKey, table.firstNameKey, table.id)
      .where(sql`${table.visible}`),
    index('participants_service_order')
      .on(table.service, table.lastNameKey, table.firstNameKey, table.id)
      .where(sql`${table.visible}`),
    index('participants_centerinterest').using('gin', table.centerinterest),
    index('participants_exhibitor_id').on(table.exhibitorId),
  ],
);

/** Contact requests (spec core §4): one row per requester and participant, however often asked. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('contact_requests_requester_participant').on(table.requesterId, table.participantId),
    index('contact_requests_participant_id').on(table.participantId),
  ],
);

/** Codification lists (spec core §3): the choices of the participant search fields, labels fr/en. */
export const codifications = pgTable(
  'codifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceCode: text('source_code').notNull(),
    entityCode: text('entity_code').notNull(),
    nameField: text('name_field').notNull(),
    code: text('code').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    rank: integer('rank').notNull().default(0),
  },
  (table) => [
    unique('codifications_field_code').on(table.sourceCode, table.entityCode, table.nameField, table.code),
  ],
);

export const accountsSchema = {
  users,
  sessions,
  userPasswordLinks,
  profilePhotos,
  participants,
  contactRequests,
  codifications,
};

export const schema = {
  catalogItems,
  assets,
  showConfig,
  dataVersions,
  dataVersionNotes,
  ...accountsSchema,
};
export type DatabaseSchema = typeof schema;
export * from './badges.schema.js';
export * from './calendars.schema.js';
export * from './console.schema.js';
export * from './favorites-sync.schema.js';
export * from './leads.schema.js';
export * from './profile-codes.schema.js';
export * from './push.schema.js';
export * from './reminders.schema.js';
