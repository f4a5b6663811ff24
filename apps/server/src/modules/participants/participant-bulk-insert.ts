import { type SQL, sql } from 'drizzle-orm';
import type { ParticipantInput } from './participant-input.js';
import { searchKey } from './search-key.js';

/** Directory columns a bulk load writes, with their SQL type and the value of a missing field. */
const COLUMNS = [
  ['external_id', 'text', null],
  ['civility', 'text', "''"],
  ['first_name', 'text', "''"],
  ['last_name', 'text', "''"],
  ['organization_name', 'text', "''"],
  ['organization_website', 'text', "''"],
  ['organization_logo', 'text', "''"],
  ['role', 'text', "''"],
  ['type', 'text', "''"],
  ['email', 'text', "''"],
  ['phone', 'text', "''"],
  ['mobile_phone', 'text', "''"],
  ['address', 'text', "''"],
  ['exhibitor_id', 'text', null],
  ['profil', 'text', null],
  ['service', 'text', null],
  ['centerinterest', 'text[]', "'{}'"],
  ['visible', 'boolean', 'true'],
  ['contactable', 'boolean', 'true'],
  ['last_name_key', 'text', "''"],
  ['first_name_key', 'text', "''"],
  ['organization_key', 'text', "''"],
  ['role_key', 'text', "''"],
] as const;

const columnList = COLUMNS.map(([name]) => `"${name}"`).join(', ');
const selectList = COLUMNS.map(([name, , fallback]) =>
  fallback ? `coalesce(r."${name}", ${fallback})` : `r."${name}"`,
).join(', ');
const recordType = COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(', ');

function toRecord(input: ParticipantInput): Record<string, unknown> {
  return {
    external_id: input.externalId,
    civility: input.civility,
    first_name: input.firstName,
    last_name: input.lastName,
    organization_name: input.organizationName,
    organization_website: input.organizationWebsite,
    organization_logo: input.organizationLogo,
    role: input.role,
    type: input.type,
    email: input.email,
    phone: input.phone,
    mobile_phone: input.mobilePhone,
    address: input.address,
    exhibitor_id: input.exhibitorId,
    profil: input.profil,
    service: input.service,
    centerinterest: input.centerinterest,
    visible: input.visible,
    contactable: input.contactable,
    last_name_key: searchKey(input.lastName),
    first_name_key: searchKey(input.firstName),
    organization_key: searchKey(input.organizationName),
    role_key: searchKey(input.role),
  };
}

/**
 * One INSERT of many directory rows sent as a single JSON parameter. Building a statement with one
 * bind parameter per value costs more than the database's own work at 200,000 rows; JSON keeps
 * the demo's big directory load to seconds. Profile-only fields (photo, events, social) keep their
 * defaults: generated and imported participants have none.
 */
export function bulkInsertStatement(inputs: readonly ParticipantInput[]): SQL {
  const json = JSON.stringify(inputs.map(toRecord));
  return sql
    .raw(`INSERT INTO "participants" (${columnList}) SELECT ${selectList} FROM jsonb_to_recordset(`)
    .append(sql`${json}::jsonb`)
    .append(sql.raw(`) AS r(${recordType})`));
}
