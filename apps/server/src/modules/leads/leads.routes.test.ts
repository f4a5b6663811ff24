import {
  formatVisitDate,
  readCheckLicenceResponse,
  readRegisterCheckpointResponse,
  readSaveContactsResponse,
  type SaveContactsRequest,
  type VisitorToSave,
} from '@showfloor/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { DEMO_FORM_FIELDS } from './demo-leads.js';
import { LEAD_INSTANCE_NAME } from './lead-capture.service.js';
import { CHECK_LICENCE_PER_MINUTE } from './leads.routes.js';
import { createLeadsServices, type LeadsServices } from './register-leads-module.js';

const VISIT = Date.UTC(2026, 10, 21, 10, 30, 0);

function visitor(code: string, overrides: Partial<VisitorToSave> = {}): VisitorToSave {
  return {
    CAB: code,
    VisitHistoricList: [{ CheckPointId: 1, ContactName: 'alicePixa1b', DateVisit: formatVisitDate(VISIT) }],
    ExternalId: `guid-${code}`,
    IsExistPhoto: false,
    IsExistVoiceMessage: false,
    FieldValueList: [
      { Id: 1, Code: 'Nom', Label: 'Nom', Value: `Nom ${code}`, Values: null },
      {
        Id: 9,
        Code: 'Interets',
        Label: "Centres d'intérêt",
        Value: null,
        Values: ['Interets-1', 'Interets-3'],
      },
    ],
    ...overrides,
  };
}

function saveBody(exhibitorId: number, mobileId: string, visitors: VisitorToSave[]): SaveContactsRequest {
  return {
    instanceName: LEAD_INSTANCE_NAME,
    exhibitorId,
    mobileId,
    visitorToSaveList: visitors.map((VisitorToSave) => ({ SaveAction: 1, VisitorToSave })),
  };
}

for (const driver of TEST_DRIVERS) {
  describe(`lead capture calls on ${driver}`, () => {
    let test: TestApp;
    let services: LeadsServices;
    let licence: string;
    let otherLicence: string;

    beforeEach(async () => {
      test = await openTestApp(driver);
      services = createLeadsServices(test.handle.db);
      await test.catalog.upsertItems(smallCatalog());
      await test.catalog.setConfig(showConfigFixture());
      await services.forms.replaceFields(DEMO_FORM_FIELDS);
      [licence = ''] = await services.leads.createLicences({
        exhibitorOriginalId: 'exh-1',
        exhibitorName: 'Exposant 1',
        count: 1,
        userQuota: 2,
      });
      [otherLicence = ''] = await services.leads.createLicences({
        exhibitorOriginalId: 'exh-2',
        exhibitorName: 'Exposant 2',
        count: 1,
        userQuota: 2,
      });
    });
    afterEach(async () => {
      await test.close();
    });

    const post = (url: string, payload: object) => test.app.inject({ method: 'POST', url, payload });

    async function checkLicence(code: string, mobileId: string) {
      const response = await post('/leads/check-licence', { CAB: code, mobileId });
      expect(response.statusCode).toBe(200);
      return readCheckLicenceResponse(response.json());
    }

    async function register(exhibitorId: number, userName: string, mobileId: string) {
      const response = await post('/leads/register-checkpoint', {
        instanceName: LEAD_INSTANCE_NAME,
        exhibitorId,
        userName,
        mobileId,
      });
      expect(response.statusCode).toBe(200);
      return readRegisterCheckpointResponse(response.json());
    }

    /** The checkpoint each signed-in device registered, the one its visits name. */
    const checkpointIds = new Map<string, number>();

    /** Checks the licence and registers a user from the device, as the licence screen does. */
    async function signIn(code: string, userName: string, mobileId: string): Promise<number> {
      const checked = await checkLicence(code, mobileId);
      if (!checked.ok) throw new Error(`licence refused: ${checked.error}`);
      const registered = await register(checked.value.ExhibitorId, userName, mobileId);
      if (!registered.ok) throw new Error(`register refused: ${registered.error}`);
      checkpointIds.set(mobileId, registered.value.CheckPointId);
      return checked.value.ExhibitorId;
    }

    async function exportCsv(code: string, mobileId: string) {
      return test.app.inject({
        url: '/leads/export.csv',
        headers: { 'x-lead-licence': code, 'x-lead-mobile-id': mobileId },
      });
    }

    it('accepts a sold licence with the exhibitor and the show dates, in any letter case', async () => {
      const checked = await checkLicence(licence.toLowerCase(), 'device-a');
      expect(checked).toEqual({
        ok: true,
        value: expect.objectContaining({
          AuthenticationStatusDescription: 'OK',
          InstanceName: LEAD_INSTANCE_NAME,
          ExhibitorName: 'Exposant 1',
          EventDateBegin: '21/11/2026 00:00:00',
          EventDateEnd: '23/11/2026 00:00:00',
          EventName: 'Salon de test',
        }),
      });
    });

    it('refuses a licence nobody sold, and names the missing field of a malformed call', async () => {
      expect(await checkLicence('ZZZZZZZZZZ', 'device-a')).toEqual({ ok: false, error: 'INVALID_LICENCE' });
      const malformed = await post('/leads/check-licence', { CAB: licence });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'mobileId' });
    });

    it('registers users up to the quota; a registered user comes back without taking a seat', async () => {
      const checked = await checkLicence(licence, 'device-a');
      if (!checked.ok) throw new Error('licence refused');
      const exhibitorId = checked.value.ExhibitorId;
      const first = await register(exhibitorId, 'alicePixa1b', 'device-a');
      expect(first.ok && first.value.FormFields.map((field) => field.Code)).toEqual(
        DEMO_FORM_FIELDS.map((field) => field.Code),
      );
      await checkLicence(licence, 'device-b');
      const second = await register(exhibitorId, 'bobSam9f2', 'device-b');
      expect(second.ok).toBe(true);
      await checkLicence(licence, 'device-c');
      expect(await register(exhibitorId, 'carolIph77c', 'device-c')).toEqual({
        ok: false,
        error: 'MAX_LICENCE',
      });
      const again = await register(exhibitorId, 'alicePixa1b', 'device-a');
      expect(again.ok && again.value.CheckPointId).toBe(first.ok && first.value.CheckPointId);
    });

    it('gives a device one seat of a licence, whatever names it registers under', async () => {
      const checked = await checkLicence(licence, 'device-a');
      if (!checked.ok) throw new Error('licence refused');
      const exhibitorId = checked.value.ExhibitorId;
      const first = await register(exhibitorId, 'alicePixa1b', 'device-a');
      const renamed = await register(exhibitorId, 'evePixa1b', 'device-a');
      const again = await register(exhibitorId, 'malloryPixa1b', 'device-a');
      const firstId = first.ok ? first.value.CheckPointId : -1;
      expect(renamed.ok && renamed.value.CheckPointId).toBe(firstId);
      expect(again.ok && again.value.CheckPointId).toBe(firstId);
      // The licence's second seat is still free for another device.
      await checkLicence(licence, 'device-b');
      const second = await register(exhibitorId, 'bobSam9f2', 'device-b');
      expect(second.ok && second.value.CheckPointId).not.toBe(firstId);
    });

    it('limits licence checks per address with 429 and Retry-After', async () => {
      for (let attempt = 0; attempt < CHECK_LICENCE_PER_MINUTE; attempt++) {
        const guess = await post('/leads/check-licence', {
          CAB: `GUESS${attempt}`,
          mobileId: `device-${attempt}`,
        });
        expect(guess.statusCode).toBe(200);
      }
      const limited = await post('/leads/check-licence', { CAB: licence, mobileId: 'device-z' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses visits under a checkpoint the device did not register, and keeps the registered scanner name', async () => {
      const exhibitorId = await signIn(licence, 'alicePixa1b', 'device-a');
      await signIn(licence, 'bobSam9f2', 'device-b');
      const [aliceId, bobId] = await Promise.all(
        ['device-a', 'device-b'].map(async (device) => {
          const registered = await register(exhibitorId, 'any', device);
          return registered.ok ? registered.value.CheckPointId : -1;
        }),
      );
      const at = formatVisitDate(VISIT);
      const asBob = saveBody(exhibitorId, 'device-a', [
        visitor('V0001', {
          VisitHistoricList: [{ CheckPointId: bobId ?? -1, ContactName: 'bobSam9f2', DateVisit: at }],
        }),
      ]);
      const refused = await post('/leads/save-contacts', asBob);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'FORBIDDEN',
        field: 'visitorToSaveList.0.VisitorToSave.VisitHistoricList.0.CheckPointId',
      });
      expect((await services.leads.exportLeads(exhibitorId)).leads).toEqual([]);

      const renamed = saveBody(exhibitorId, 'device-a', [
        visitor('V0001', {
          VisitHistoricList: [{ CheckPointId: aliceId ?? -1, ContactName: 'Someone Else', DateVisit: at }],
        }),
      ]);
      expect((await post('/leads/save-contacts', renamed)).statusCode).toBe(200);
      const [lead] = (await services.leads.exportLeads(exhibitorId)).leads;
      expect(lead?.visits.map((visit) => visit.contactName)).toEqual(['alicePixa1b']);
    });

    it('refuses to register a device that never checked a licence of the exhibitor', async () => {
      const checked = await checkLicence(licence, 'device-a');
      if (!checked.ok) throw new Error('licence refused');
      expect(await register(checked.value.ExhibitorId, 'eve', 'device-x')).toEqual({
        ok: false,
        error: 'NO_AUTHORIZATION',
      });
      expect(await register(checked.value.ExhibitorId + 1, 'alice', 'device-a')).toEqual({
        ok: false,
        error: 'NO_AUTHORIZATION',
      });
    });

    it('keeps one lead per visitor, with the visits of every device merged, however often it is sent', async () => {
      const exhibitorId = await signIn(licence, 'alicePixa1b', 'device-a');
      await signIn(licence, 'bobSam9f2', 'device-b');
      const fromA = saveBody(exhibitorId, 'device-a', [visitor('V0001'), visitor('V0002')]);
      const later = Date.UTC(2026, 10, 22, 15, 0, 0);
      const fromB = saveBody(exhibitorId, 'device-b', [
        visitor('V0001', {
          ExternalId: 'guid-b',
          VisitHistoricList: [
            { CheckPointId: 2, ContactName: 'bobSam9f2', DateVisit: formatVisitDate(later) },
          ],
          FieldValueList: [{ Id: 1, Code: 'Nom', Label: 'Nom', Value: 'Durand', Values: null }],
        }),
      ]);
      for (const body of [fromA, fromA, fromB]) {
        const response = await post('/leads/save-contacts', body);
        expect(response.statusCode).toBe(200);
        const read = readSaveContactsResponse(response.json());
        expect(read.ok && read.value.every((item) => item.IsSaveOk)).toBe(true);
      }
      const stored = await services.leads.exportLeads(exhibitorId);
      expect(stored.leads.map((lead) => lead.code)).toEqual(['V0001', 'V0002']);
      const merged = stored.leads[0];
      expect(merged?.visits.map((visit) => visit.contactName)).toEqual(['bobSam9f2', 'alicePixa1b']);
      expect(merged?.externalIds).toEqual(['guid-V0001', 'guid-b']);
      expect(merged?.fields.Nom?.value.Value).toBe('Durand');
      expect(merged?.fields.Interets?.value.Values).toEqual(['Interets-1', 'Interets-3']);
    });

    it('refuses saves from a device without a checkpoint of that exhibitor, saving nothing', async () => {
      const exhibitorId = await signIn(licence, 'alice', 'device-a');
      const otherExhibitorId = await signIn(otherLicence, 'mallory', 'device-m');
      const intruder = await post(
        '/leads/save-contacts',
        saveBody(exhibitorId, 'device-m', [visitor('V0001')]),
      );
      expect(intruder.statusCode).toBe(403);
      expect(readSaveContactsResponse(intruder.json())).toEqual({
        ok: true,
        value: [{ IsSaveOk: false, CAB: 'V0001' }],
      });
      expect((await services.leads.exportLeads(exhibitorId)).leads).toEqual([]);
      expect((await services.leads.exportLeads(otherExhibitorId)).leads).toEqual([]);
    });

    it('answers 400 naming the field of a malformed contact, and stores none of the batch', async () => {
      const exhibitorId = await signIn(licence, 'alice', 'device-a');
      const body = saveBody(exhibitorId, 'device-a', [
        visitor('V0001'),
        visitor('V0002', {
          VisitHistoricList: [{ CheckPointId: 1, ContactName: 'alice', DateVisit: '2026-11-21 10:30' }],
        }),
      ]);
      const response = await post('/leads/save-contacts', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('visitorToSaveList.1.VisitorToSave.VisitHistoricList.0.DateVisit');
      expect((await services.leads.exportLeads(exhibitorId)).leads).toEqual([]);
    });

    it('merges concurrent saves of the same visitor from two devices without losing a visit', async () => {
      const exhibitorId = await signIn(licence, 'alice', 'device-a');
      await signIn(licence, 'bob', 'device-b');
      const saves = Array.from({ length: 20 }, (_, index) => {
        const device = index % 2 === 0 ? 'device-a' : 'device-b';
        const at = formatVisitDate(VISIT + index * 60_000);
        const visit = { CheckPointId: checkpointIds.get(device) ?? -1, ContactName: device, DateVisit: at };
        return post(
          '/leads/save-contacts',
          saveBody(exhibitorId, device, [
            visitor('V0009', { VisitHistoricList: [visit] }),
            visitor(`V1${index}`, { VisitHistoricList: [visit] }),
          ]),
        );
      });
      const responses = await Promise.all(saves);
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
      const { leads } = await services.leads.exportLeads(exhibitorId);
      expect(leads).toHaveLength(21);
      expect(leads.find((lead) => lead.code === 'V0009')?.visits).toHaveLength(20);
    });

    it('exports only the asking exhibitor’s leads, as CSV and .xlsx, to a registered device', async () => {
      const exhibitorId = await signIn(licence, 'alice', 'device-a');
      const otherExhibitorId = await signIn(otherLicence, 'mallory', 'device-m');
      await post('/leads/save-contacts', saveBody(exhibitorId, 'device-a', [visitor('V0001')]));
      await post(
        '/leads/save-contacts',
        saveBody(otherExhibitorId, 'device-m', [
          visitor('V0666', {
            VisitHistoricList: [
              {
                CheckPointId: checkpointIds.get('device-m') ?? -1,
                ContactName: 'mallory',
                DateVisit: formatVisitDate(VISIT),
              },
            ],
            FieldValueList: [{ Id: 1, Code: 'Nom', Label: 'Nom', Value: '=HYPERLINK("x")', Values: null }],
          }),
        ]),
      );
      const csv = await exportCsv(licence, 'device-a');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('Badge code,First visit (UTC)');
      expect(lines[0]).toContain("Centres d'intérêt");
      expect(lines[1]).toContain('V0001,21/11/2026 10:30:00');
      expect(lines[1]).toContain('Produits; Formation');
      expect(csv.body).not.toContain('V0666');

      const other = await exportCsv(otherLicence, 'device-m');
      expect(other.body).toContain(`"'=HYPERLINK(""x"")"`);

      const xlsx = await test.app.inject({
        url: '/leads/export.xlsx',
        headers: { 'x-lead-licence': licence, 'x-lead-mobile-id': 'device-a' },
      });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });

    it('refuses exports without credentials (401 naming the header) or with another device (403)', async () => {
      await signIn(licence, 'alice', 'device-a');
      await signIn(otherLicence, 'mallory', 'device-m');
      const missing = await test.app.inject({
        url: '/leads/export.csv',
        headers: { 'x-lead-licence': licence },
      });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ field: 'x-lead-mobile-id' });
      expect((await exportCsv(licence, 'device-m')).statusCode).toBe(403);
      expect((await exportCsv('ZZZZZZZZZZ', 'device-a')).statusCode).toBe(403);
    });
  });
}
