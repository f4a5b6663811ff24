import {
  type LeadFormField,
  readCheckLicenceResponse,
  readRegisterCheckpointResponse,
  readSaveContactsResponse,
  type VisitorToSave,
} from '@showfloor/core';
import type { LeadCalls } from '../../platform/network/index.js';

export interface FakeLicence {
  licence: string;
  exhibitorId: number;
  exhibitorName: string;
  eventName: string;
  /** 'DD/MM/YYYY HH:mm:ss' UTC. */
  eventDateBegin: string;
  eventDateEnd: string;
}

/**
 * An in-memory back office of the three lead calls, for tests: its answers go through the same core
 * readers as real ones. `mode` makes it unreachable or failing; `refuse` makes it refuse some badges.
 */
export class FakeLeadBackOffice implements LeadCalls {
  /** `busy`: every call refused as a 429 would be, asking to wait `busyRetryAfterMs`. */
  mode: 'up' | 'unreachable' | 'serverError' | 'malformed' | 'busy' = 'up';
  busyRetryAfterMs = 60_000;
  /** Badge codes whose save the back office answers with IsSaveOk false. */
  readonly refuse = new Set<string>();
  /** Every contact received, by badge code, last version kept. */
  readonly saved = new Map<string, VisitorToSave>();
  saveCalls = 0;

  constructor(
    private readonly licences: FakeLicence[],
    private readonly formFields: LeadFormField[],
  ) {}

  private answer<T>(body: () => unknown, read: (json: unknown) => T): Promise<T> {
    if (this.mode === 'unreachable' || this.mode === 'serverError') {
      return Promise.resolve({ ok: false, error: 'NETWORK' } as T);
    }
    if (this.mode === 'busy') {
      return Promise.resolve({ ok: false, error: 'NETWORK', retryAfterMs: this.busyRetryAfterMs } as T);
    }
    return Promise.resolve(read(this.mode === 'malformed' ? { unexpected: true } : body()));
  }

  checkLicence: LeadCalls['checkLicence'] = ({ CAB }) =>
    this.answer(() => {
      const licence = this.licences.find((candidate) => candidate.licence === CAB);
      if (!licence) return {};
      return {
        AuthenticateExhibitorAppByCABResult: {
          AuthenticationStatusDescription: 'OK',
          InstanceName: 'FAKE',
          ExhibitorId: licence.exhibitorId,
          ExhibitorName: licence.exhibitorName,
          EventDateBegin: licence.eventDateBegin,
          EventDateEnd: licence.eventDateEnd,
          EventId: 1,
          EventName: licence.eventName,
        },
      };
    }, readCheckLicenceResponse);

  registerCheckpoint: LeadCalls['registerCheckpoint'] = () =>
    this.answer(
      () => ({
        RegisterCheckPointResult: { RegisterStatus: 0, CheckPointId: 7, FormFields: this.formFields },
      }),
      readRegisterCheckpointResponse,
    );

  saveContacts: LeadCalls['saveContacts'] = (request) => {
    this.saveCalls += 1;
    return this.answer(() => {
      const results = request.visitorToSaveList.map(({ VisitorToSave: visitor }) => {
        const isSaveOk = !this.refuse.has(visitor.CAB);
        if (isSaveOk) this.saved.set(visitor.CAB, visitor);
        return { IsSaveOk: isSaveOk, CAB: visitor.CAB };
      });
      return { SaveVisitorRelationListResult: results };
    }, readSaveContactsResponse);
  };
}
