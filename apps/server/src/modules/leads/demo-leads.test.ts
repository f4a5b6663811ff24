import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { DEMO_VISITORS, demoLeadsReport, loadDemoLeads } from './demo-leads.js';
import { createLeadsServices, type LeadsServices } from './register-leads-module.js';

for (const driver of TEST_DRIVERS) {
  describe(`demo lead capture on ${driver}`, () => {
    let test: TestApp;
    let services: LeadsServices;

    beforeEach(async () => {
      test = await openTestApp(driver);
      services = createLeadsServices(test.handle.db);
      await test.catalog.upsertItems(smallCatalog());
      await test.catalog.setConfig(showConfigFixture());
    });
    afterEach(async () => {
      await test.close();
    });

    it('sells one licence to each of the first exhibitors and keeps them when the demo runs again', async () => {
      const first = await loadDemoLeads(services);
      expect(first.licences.map((licence) => licence.exhibitorName)).toEqual([
        'exhibitors exh-1 (fr)',
        'exhibitors exh-2 (fr)',
        'exhibitors exh-3 (fr)',
      ]);
      expect(first.licences.every((licence) => /^[A-Z2-9]{10}$/.test(licence.code))).toBe(true);
      expect(first.isKeyPublished).toBe(true);
      const second = await loadDemoLeads(services);
      expect(second.licences).toEqual(first.licences);
      const report = demoLeadsReport(second);
      expect(report.slice(1).map((line) => line.trim().split(/\s+/)[1])).toEqual(
        first.licences.map((licence) => licence.code),
      );
      expect((await test.catalog.getConfig())?.badges?.publicKey.kty).toBe('EC');
    });

    it('serves printable sheets: every demo badge and licence as an inline SVG QR code with its name', async () => {
      const { licences } = await loadDemoLeads(services);
      const badges = await test.app.inject({ url: '/leads/demo-badges.html' });
      expect(badges.statusCode).toBe(200);
      expect(badges.headers['content-type']).toContain('text/html');
      expect(badges.body.match(/<svg/g)).toHaveLength(DEMO_VISITORS.length);
      expect(badges.body).toContain('Anna Durand');
      expect(badges.body).toContain('Gaëlle Leroy');
      const sheet = await test.app.inject({ url: '/leads/demo-licences.html' });
      expect(sheet.body.match(/<svg/g)).toHaveLength(licences.length);
      for (const licence of licences) expect(sheet.body).toContain(licence.code);
    });

    it('gives a registered device the demo form, badge fields at their plain-badge positions', async () => {
      const { licences } = await loadDemoLeads(services);
      const checked = await test.app.inject({
        method: 'POST',
        url: '/leads/check-licence',
        payload: { CAB: licences[0]?.code, mobileId: 'device-a' },
      });
      const exhibitorId = checked.json().AuthenticateExhibitorAppByCABResult.ExhibitorId;
      const registered = await test.app.inject({
        method: 'POST',
        url: '/leads/register-checkpoint',
        payload: { instanceName: 'showfloor', exhibitorId, userName: 'demo', mobileId: 'device-a' },
      });
      const fields = registered.json().RegisterCheckPointResult.FormFields as {
        Code: string;
        CABPosition: number | null;
        Type: string;
      }[];
      expect(fields.slice(0, 3).map((field) => [field.Code, field.CABPosition])).toEqual([
        ['Nom', 1],
        ['Prenom', 2],
        ['Societe', 3],
      ]);
      expect(new Set(fields.map((field) => field.Type))).toEqual(
        new Set(['text', 'email', 'radio', 'checkbox', 'number', 'date', 'switch', 'textarea']),
      );
    });
  });
}
