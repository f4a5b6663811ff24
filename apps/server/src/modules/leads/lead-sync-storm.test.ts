import { formatVisitDate, type SaveContactsRequest } from '@showfloor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { LEAD_INSTANCE_NAME } from './lead-capture.service.js';
import { createLeadsServices, type LeadsServices } from './register-leads-module.js';

/**
 * The lead-sync storm of DESIGN.md: after a Wi-Fi outage every device sends its backlog at once.
 * 4,000 leads in batches of 100 from 8 devices of 4 exhibitors, 8 requests in flight; the test
 * checks that every lead lands and prints the rate (the figure reported for the 4,000 leads/s goal).
 */
const EXHIBITORS = 4;
const DEVICES_PER_EXHIBITOR = 2;
const BATCH = 100;
const TOTAL = 4_000;
const IN_FLIGHT = 8;

for (const driver of TEST_DRIVERS) {
  describe(`lead-sync storm on ${driver}`, () => {
    let test: TestApp;
    let services: LeadsServices;
    const devices: { exhibitorId: number; mobileId: string; checkPointId: number }[] = [];

    beforeAll(async () => {
      test = await openTestApp(driver);
      services = createLeadsServices(test.handle.db);
      await test.catalog.upsertItems(smallCatalog());
      await test.catalog.setConfig(showConfigFixture());
      for (let exhibitor = 1; exhibitor <= EXHIBITORS; exhibitor += 1) {
        const [licence] = await services.leads.createLicences({
          exhibitorOriginalId: `exh-${exhibitor}`,
          exhibitorName: `Exposant ${exhibitor}`,
          count: 1,
          userQuota: DEVICES_PER_EXHIBITOR,
        });
        for (let device = 0; device < DEVICES_PER_EXHIBITOR; device += 1) {
          const mobileId = `storm-${exhibitor}-${device}`;
          const checked = await services.leads.checkLicence({ CAB: licence ?? '', mobileId });
          const registered = await services.leads.registerCheckpoint({
            instanceName: LEAD_INSTANCE_NAME,
            exhibitorId: checked.ExhibitorId,
            userName: mobileId,
            mobileId,
          });
          devices.push({ exhibitorId: checked.ExhibitorId, mobileId, checkPointId: registered.CheckPointId });
        }
      }
    }, 120_000);
    afterAll(async () => {
      await test.close();
    });

    function batch(index: number): SaveContactsRequest {
      const device = devices[index % devices.length] ?? { exhibitorId: 0, mobileId: '', checkPointId: 0 };
      return {
        instanceName: LEAD_INSTANCE_NAME,
        exhibitorId: device.exhibitorId,
        mobileId: device.mobileId,
        visitorToSaveList: Array.from({ length: BATCH }, (_, offset) => {
          const code = `S${String(index * BATCH + offset).padStart(6, '0')}`;
          return {
            SaveAction: 1 as const,
            VisitorToSave: {
              CAB: code,
              VisitHistoricList: [
                {
                  CheckPointId: device.checkPointId,
                  ContactName: device.mobileId,
                  DateVisit: formatVisitDate(Date.UTC(2026, 10, 21, 10, 0, offset % 60)),
                },
              ],
              ExternalId: `guid-${code}`,
              IsExistPhoto: false,
              IsExistVoiceMessage: false,
              FieldValueList: [
                { Id: 1, Code: 'Nom', Label: 'Nom', Value: `Nom ${code}`, Values: null },
                { Id: 2, Code: 'Societe', Label: 'Société', Value: 'Acme', Values: null },
                { Id: 3, Code: 'Email', Label: 'E-mail', Value: '@acme.example', Values: null },
              ],
            },
          };
        }),
      };
    }

    /** Sends every batch, IN_FLIGHT at a time; returns the statuses and the leads per second. */
    async function storm(
      bodies: readonly SaveContactsRequest[],
    ): Promise<{ statuses: number[]; rate: number }> {
      const started = performance.now();
      let next = 0;
      const statuses: number[] = [];
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < bodies.length) {
            const body = bodies[next];
            next += 1;
            const response = await test.app.inject({
              method: 'POST',
              url: '/leads/save-contacts',
              payload: body,
            });
            statuses.push(response.statusCode);
          }
        }),
      );
      return { statuses, rate: Math.round(TOTAL / ((performance.now() - started) / 1000)) };
    }

    it('stores 4,000 leads sent in concurrent batches of 100, then merges a full resend, and reports the rates', async () => {
      const bodies = Array.from({ length: TOTAL / BATCH }, (_, index) => batch(index));
      const first = await storm(bodies);
      // Devices resend what they did not see confirmed: the merge path (lock, merge, write back).
      const resend = await storm(bodies);
      console.info(`lead-sync storm on ${driver}: ${first.rate} new leads/s, ${resend.rate} resent leads/s`);
      expect([...first.statuses, ...resend.statuses].every((status) => status === 200)).toBe(true);
      let stored = 0;
      for (const device of devices.filter((_, index) => index % DEVICES_PER_EXHIBITOR === 0)) {
        const { leads } = await services.leads.exportLeads(device.exhibitorId);
        stored += leads.length;
        expect(leads.every((lead) => lead.visits.length === 1)).toBe(true);
      }
      expect(stored).toBe(TOTAL);
    }, 120_000);
  });
}
