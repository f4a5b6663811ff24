import { buildFieldValueList } from './contact-form.js';
import { hasLeadPhoto, type LeadContact, type LeadContext } from './lead-contact.js';
import type { SaveContactsRequest, VisitorToSave } from './lead-protocol.js';
import { formatVisitDate, SAVE_ACTION_UPSERT } from './lead-protocol.js';

/** The VisitorToSave of one contact: its whole visit history, newest first, and every form value. */
export function visitorToSave(context: LeadContext, contact: LeadContact): VisitorToSave {
  return {
    CAB: contact.code,
    VisitHistoricList: contact.history.map((visitedAt) => ({
      CheckPointId: context.checkPointId,
      ContactName: context.checkpointUserName,
      DateVisit: formatVisitDate(visitedAt),
    })),
    ExternalId: contact.guid,
    // The photo itself stays on the device: the call only says there is one. No voice messages on the web.
    IsExistPhoto: hasLeadPhoto(contact),
    IsExistVoiceMessage: false,
    FieldValueList: buildFieldValueList(context.formFields, contact),
  };
}

/**
 * The save call body (spec modules §7): only unsynchronised contacts are sent, and there is no call
 * at all (null) when every contact is synchronised.
 */
export function buildSaveContactsRequest(
  context: LeadContext,
  mobileId: string,
  contacts: readonly LeadContact[],
): SaveContactsRequest | null {
  const pending = contacts.filter((contact) => !contact.isSync);
  if (pending.length === 0) return null;
  return {
    instanceName: context.instance,
    exhibitorId: context.exhibitorId,
    mobileId,
    visitorToSaveList: pending.map((contact) => ({
      SaveAction: SAVE_ACTION_UPSERT,
      VisitorToSave: visitorToSave(context, contact),
    })),
  };
}
