import type { VisitorFieldValue, VisitorToSave } from './lead-protocol.js';
import { parseVisitDate } from './lead-protocol.js';

/**
 * The back office's merge of received leads. A device resends a contact until it is confirmed, and
 * two devices of one exhibitor may scan the same visitor; both must end as one lead. The merge is
 * commutative, associative and idempotent, so the order and the number of deliveries never matter
 * (the lead-sync storm after a Wi-Fi outage delivers in any order, some twice).
 */

export interface LeadVisit {
  checkPointId: number;
  contactName: string;
  /** Timestamp of the visit, second precision. */
  at: number;
}

/** A field value with the date of the latest visit of the submission that carried it. */
export interface DatedFieldValue {
  value: VisitorFieldValue;
  at: number;
}

export interface StoredLead {
  exhibitorId: number;
  /** Visitor badge code (CAB). */
  code: string;
  /** Device-side guids the lead was sent with, sorted. */
  externalIds: string[];
  /** Union of the visits, newest first. */
  visits: LeadVisit[];
  /** By field Code: the value of the latest visit. */
  fields: Record<string, DatedFieldValue>;
  hasPhoto: boolean;
  hasVoiceMessage: boolean;
}

/** Identity of a lead: one per exhibitor and badge code. */
export function leadKey(lead: Pick<StoredLead, 'exhibitorId' | 'code'>): string {
  return `${lead.exhibitorId}:${lead.code}`;
}

const visitKey = (visit: LeadVisit): string =>
  JSON.stringify([visit.at, visit.checkPointId, visit.contactName]);

/** Newest first; equal dates ordered by checkpoint then name so that the order never depends on arrival. */
function compareVisits(left: LeadVisit, right: LeadVisit): number {
  if (left.at !== right.at) return right.at - left.at;
  if (left.checkPointId !== right.checkPointId) return left.checkPointId - right.checkPointId;
  return left.contactName < right.contactName ? -1 : left.contactName > right.contactName ? 1 : 0;
}

function unionVisits(left: readonly LeadVisit[], right: readonly LeadVisit[]): LeadVisit[] {
  const byKey = new Map<string, LeadVisit>();
  for (const visit of [...left, ...right]) byKey.set(visitKey(visit), visit);
  return [...byKey.values()].sort(compareVisits);
}

const valueKey = (value: VisitorFieldValue): string =>
  JSON.stringify([value.Id, value.Code, value.Label, value.Value, value.Values]);

/** The later value wins; on equal dates the larger canonical text does, which any order agrees on. */
function latestValue(left: DatedFieldValue, right: DatedFieldValue): DatedFieldValue {
  if (left.at !== right.at) return left.at > right.at ? left : right;
  return valueKey(left.value) >= valueKey(right.value) ? left : right;
}

/** A received VisitorToSave as a lead; visit dates that do not parse were refused by the schema already. */
export function leadFromVisitor(exhibitorId: number, visitor: VisitorToSave): StoredLead {
  const visits = unionVisits(
    [],
    visitor.VisitHistoricList.flatMap((visit) => {
      const at = parseVisitDate(visit.DateVisit);
      return at === null ? [] : [{ checkPointId: visit.CheckPointId, contactName: visit.ContactName, at }];
    }),
  );
  const at = visits[0]?.at ?? 0;
  const fields: Record<string, DatedFieldValue> = {};
  for (const value of visitor.FieldValueList) {
    const dated = { value, at };
    const previous = fields[value.Code];
    fields[value.Code] = previous ? latestValue(previous, dated) : dated;
  }
  return {
    exhibitorId,
    code: visitor.CAB,
    externalIds: visitor.ExternalId === '' ? [] : [visitor.ExternalId],
    visits,
    fields,
    hasPhoto: visitor.IsExistPhoto,
    hasVoiceMessage: visitor.IsExistVoiceMessage,
  };
}

/** Merges two versions of one lead (same exhibitor, same code); merging different leads is a programming error. */
export function mergeLeads(left: StoredLead, right: StoredLead): StoredLead {
  if (leadKey(left) !== leadKey(right)) {
    throw new Error(`cannot merge lead ${leadKey(left)} with lead ${leadKey(right)}`);
  }
  const fields: Record<string, DatedFieldValue> = {};
  for (const code of [...new Set([...Object.keys(left.fields), ...Object.keys(right.fields)])].sort()) {
    const a = left.fields[code];
    const b = right.fields[code];
    fields[code] = a && b ? latestValue(a, b) : (a ?? b)!;
  }
  return {
    exhibitorId: left.exhibitorId,
    code: left.code,
    externalIds: [...new Set([...left.externalIds, ...right.externalIds])].sort(),
    visits: unionVisits(left.visits, right.visits),
    fields,
    hasPhoto: left.hasPhoto || right.hasPhoto,
    hasVoiceMessage: left.hasVoiceMessage || right.hasVoiceMessage,
  };
}

/** Applies one received contact to the stored lead, if any. */
export function mergeVisitorIntoLead(
  existing: StoredLead | undefined,
  exhibitorId: number,
  visitor: VisitorToSave,
): StoredLead {
  const received = leadFromVisitor(exhibitorId, visitor);
  return existing ? mergeLeads(existing, received) : mergeLeads(received, received);
}
