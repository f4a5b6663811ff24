import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatVisitDate,
  LEAD_SAVE_HEADERS,
  leadSaveHeaders,
  parseVisitDate,
  RETRY_AFTER_MAX_MS,
  readCheckLicenceResponse,
  readLeadSaveHeaders,
  readRegisterCheckpointResponse,
  readSaveContactsResponse,
  retryAfterMs,
  saveContactsRequestSchema,
} from './lead-protocol.js';

const licenceAnswer = (status: string) => ({
  AuthenticateExhibitorAppByCABResult: {
    AuthenticationStatusDescription: status,
    InstanceName: 'SHOW2026',
    ExhibitorId: 42,
    ExhibitorName: 'Acme',
    EventDateBegin: '21/11/2026 08:00:00',
    EventDateEnd: '23/11/2026 18:00:00',
    EventId: 7,
    EventName: 'Salon 2026',
  },
});

const field = {
  Id: 1,
  Code: 'Nom',
  Label: 'Nom',
  Type: 'text',
  Nature: null,
  IsMandatory: true,
  IsReadOnly: false,
  DefaultValue: null,
  CABPosition: 1,
  PrintPosition: null,
  Codifications: [],
};

describe('Retry-After of a refused call', () => {
  const now = Date.UTC(2026, 10, 22, 10, 0, 0);

  it('reads seconds and HTTP dates as a wait from now', () => {
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sun, 22 Nov 2026 10:02:00 GMT', now)).toBe(120_000);
  });

  it('waits no less than nothing and no more than an hour', () => {
    expect(retryAfterMs('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('999999', now)).toBe(RETRY_AFTER_MAX_MS);
  });

  it('has no wait without a readable header', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
  });
});

describe('visit dates', () => {
  it('formats in UTC as DD/MM/YYYY HH:mm:ss', () => {
    expect(formatVisitDate(Date.UTC(2026, 10, 21, 9, 5, 3))).toBe('21/11/2026 09:05:03');
  });

  it('reads back every formatted date to the second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (timestamp) => {
        expect(parseVisitDate(formatVisitDate(timestamp))).toBe(Math.floor(timestamp / 1000) * 1000);
      }),
    );
  });

  it('refuses impossible dates and other formats', () => {
    expect(parseVisitDate('31/02/2026 10:00:00')).toBeNull();
    expect(parseVisitDate('21/11/2026 24:00:00')).toBeNull();
    expect(parseVisitDate('2026-11-21T10:00:00Z')).toBeNull();
    expect(parseVisitDate('21/11/2026 10:00')).toBeNull();
  });
});

describe('check licence answer', () => {
  it('accepts an OK answer', () => {
    const read = readCheckLicenceResponse(licenceAnswer('OK'));
    expect(read).toEqual({ ok: true, value: licenceAnswer('OK').AuthenticateExhibitorAppByCABResult });
  });

  it('refuses an empty answer or another status as an invalid licence', () => {
    expect(readCheckLicenceResponse(null)).toEqual({ ok: false, error: 'INVALID_LICENCE' });
    expect(readCheckLicenceResponse({})).toEqual({ ok: false, error: 'INVALID_LICENCE' });
    expect(readCheckLicenceResponse(licenceAnswer('KO'))).toEqual({ ok: false, error: 'INVALID_LICENCE' });
  });
});

describe('register checkpoint answer', () => {
  const answer = (status: number) => ({
    RegisterCheckPointResult: { RegisterStatus: status, CheckPointId: 9, FormFields: [field] },
  });

  it('returns the checkpoint and form fields on status 0', () => {
    expect(readRegisterCheckpointResponse(answer(0))).toEqual({
      ok: true,
      value: { RegisterStatus: 0, CheckPointId: 9, FormFields: [field] },
    });
  });

  it('maps the refusals of the spec, even without a form', () => {
    expect(readRegisterCheckpointResponse({ RegisterCheckPointResult: { RegisterStatus: 1 } })).toEqual({
      ok: false,
      error: 'MAX_LICENCE',
    });
    expect(readRegisterCheckpointResponse(answer(2))).toEqual({ ok: false, error: 'NO_AUTHORIZATION' });
    expect(readRegisterCheckpointResponse(answer(3))).toEqual({ ok: false, error: 'UNEXPECTED_RESPONSE' });
    expect(readRegisterCheckpointResponse({ RegisterCheckPointResult: { RegisterStatus: 0 } })).toEqual({
      ok: false,
      error: 'UNEXPECTED_RESPONSE',
    });
  });
});

describe('save contacts', () => {
  it('reads the per-contact results and refuses a malformed answer', () => {
    expect(
      readSaveContactsResponse({ SaveVisitorRelationListResult: [{ IsSaveOk: true, CAB: 'V1' }] }),
    ).toEqual({
      ok: true,
      value: [{ IsSaveOk: true, CAB: 'V1' }],
    });
    expect(readSaveContactsResponse({ SaveVisitorRelationListResult: 'done' })).toEqual({
      ok: false,
      error: 'UNEXPECTED_RESPONSE',
    });
  });

  it('refuses a request whose visit date is not in the calls format', () => {
    const request = {
      instanceName: 'SHOW2026',
      exhibitorId: 42,
      mobileId: 'device-1',
      visitorToSaveList: [
        {
          SaveAction: 1,
          VisitorToSave: {
            CAB: 'V1',
            VisitHistoricList: [{ CheckPointId: 9, ContactName: 'annaPixabc', DateVisit: '2026-11-21' }],
            ExternalId: 'guid-1',
            IsExistPhoto: false,
            IsExistVoiceMessage: false,
            FieldValueList: [],
          },
        },
      ],
    };
    expect(saveContactsRequestSchema.safeParse(request).success).toBe(false);
    request.visitorToSaveList[0]!.VisitorToSave.VisitHistoricList[0]!.DateVisit = '21/11/2026 10:00:00';
    expect(saveContactsRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('the device headers of a save', () => {
  it('name the body’s device in ASCII and read back the same device', () => {
    const headers = leadSaveHeaders({ exhibitorId: 42, mobileId: 'tablette é/1' });
    expect(Object.values(headers).every((value) => /^[\x21-\x7e]+$/.test(value))).toBe(true);
    expect(readLeadSaveHeaders(headers)).toEqual({
      kind: 'device',
      exhibitorId: 42,
      mobileId: 'tablette é/1',
    });
    expect(readLeadSaveHeaders({})).toEqual({ kind: 'absent' });
  });

  it('name the malformed header: a non-numeric or out-of-range exhibitor, a missing or undecodable device', () => {
    const mobileId = 'device-1';
    for (const exhibitorId of ['exh-1', '2147483648', '', '1.5']) {
      expect(
        readLeadSaveHeaders({
          [LEAD_SAVE_HEADERS.exhibitorId]: exhibitorId,
          [LEAD_SAVE_HEADERS.mobileId]: mobileId,
        }),
      ).toEqual({
        kind: 'invalid',
        header: LEAD_SAVE_HEADERS.exhibitorId,
      });
    }
    for (const value of [undefined, '', '%E9%', 'x'.repeat(129)]) {
      expect(
        readLeadSaveHeaders({ [LEAD_SAVE_HEADERS.exhibitorId]: '42', [LEAD_SAVE_HEADERS.mobileId]: value }),
      ).toEqual({
        kind: 'invalid',
        header: LEAD_SAVE_HEADERS.mobileId,
      });
    }
  });
});
