import type { DatedFieldValue, LeadCodification, LeadVisit } from '@showfloor/core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Lead capture (spec modules §7): exhibitors that bought licences, the licences, the devices and
 * checkpoints registered on them, the qualification form and the leads themselves.
 */

/** An exhibitor of the catalog that bought licences; `id` is the protocol's ExhibitorId. */
export const leadExhibitors = pgTable('lead_exhibitors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The catalog exhibitor's original_id: licences survive a catalog re-import. */
  originalId: text('original_id').notNull().unique(),
  name: text('name').notNull(),
});

/** A licence sold to an exhibitor: 10 upper-case letters or digits, usable by `userQuota` users. */
export const leadLicences = pgTable(
  'lead_licences',
  {
    code: text('code').primaryKey(),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => leadExhibitors.id, { onDelete: 'cascade' }),
    userQuota: integer('user_quota').notNull(),
    /** Demo licences are the only ones the printable demo sheet shows. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_licences_exhibitor_id').on(table.exhibitorId)],
);

/**
 * Devices that checked a licence. The register call names no licence, only the exhibitor and the
 * device: this is how it finds the licence the device proved it holds.
 */
export const leadLicenceDevices = pgTable(
  'lead_licence_devices',
  {
    licence: text('licence')
      .notNull()
      .references(() => leadLicences.code, { onDelete: 'cascade' }),
    mobileId: text('mobile_id').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.licence, table.mobileId] }),
    index('lead_licence_devices_mobile_id').on(table.mobileId),
  ],
);

/** One checkpoint per licence user; `id` is the protocol's CheckPointId. The user quota counts these rows. */
export const leadCheckpoints = pgTable(
  'lead_checkpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    licence: text('licence')
      .notNull()
      .references(() => leadLicences.code, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('lead_checkpoints_licence_user_name').on(table.licence, table.userName)],
);

/** The devices a checkpoint was registered from: what authorises a device to save and export leads. */
export const leadCheckpointDevices = pgTable(
  'lead_checkpoint_devices',
  {
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => leadCheckpoints.id, { onDelete: 'cascade' }),
    mobileId: text('mobile_id').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.checkpointId, table.mobileId] }),
    index('lead_checkpoint_devices_mobile_id').on(table.mobileId),
  ],
);

/** The show's lead qualification form (FormFields of the register answer), in `rank` order. */
export const leadFormFields = pgTable('lead_form_fields', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  type: text('type').notNull(),
  nature: text('nature'),
  isMandatory: boolean('is_mandatory').notNull().default(false),
  isReadOnly: boolean('is_read_only').notNull().default(false),
  defaultValue: text('default_value'),
  cabPosition: integer('cab_position'),
  printPosition: integer('print_position'),
  codifications: jsonb('codifications').$type<LeadCodification[]>().notNull().default([]),
  rank: integer('rank').notNull().default(0),
});

/** One lead per exhibitor and visitor badge code; the columns hold core's StoredLead, merged on every save. */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => leadExhibitors.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    externalIds: jsonb('external_ids').$type<string[]>().notNull().default([]),
    visits: jsonb('visits').$type<LeadVisit[]>().notNull().default([]),
    fields: jsonb('fields').$type<Record<string, DatedFieldValue>>().notNull().default({}),
    hasPhoto: boolean('has_photo').notNull().default(false),
    hasVoiceMessage: boolean('has_voice_message').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('leads_exhibitor_code').on(table.exhibitorId, table.code)],
);
