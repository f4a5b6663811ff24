import { readLeadBadge, readVisitorBadge, verifySignedBadge } from '@showfloor/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { createLeadsServices, type LeadsServices } from '../leads/index.js';

const ISSUED_AT = Date.UTC(2026, 10, 20, 8, 0, 0);
const HOLDER = {
  code: 'V0042',
  firstName: 'Anna',
  lastName: 'Durand',
  organizationName: 'Acme',
  email: 'anna.durand@acme.example',
  role: 'Acheteuse',
};

for (const driver of TEST_DRIVERS) {
  describe(`show badges on ${driver}`, () => {
    let test: TestApp;
    let services: LeadsServices;

    beforeEach(async () => {
      test = await openTestApp(driver);
      services = createLeadsServices(test.handle.db, () => ISSUED_AT);
      await test.catalog.upsertItems(smallCatalog());
      await test.catalog.setConfig(showConfigFixture());
    });
    afterEach(async () => {
      await test.close();
    });

    it('makes the show key pair once: later calls sign with the same key', async () => {
      const first = await services.badges.ensureKeys();
      const second = await services.badges.ensureKeys();
      expect(second).toEqual(first);
      expect(first.privateKey.d).toBeTruthy();
    });

    it('publishes the public key in config.json, and never the private key', async () => {
      expect(await services.badges.publishPublicKey()).toBe(true);
      const keys = await services.badges.ensureKeys();
      await test.publishing.publish();
      const response = await test.app.inject({ url: '/files/project/config.json' });
      expect(response.statusCode).toBe(200);
      expect(response.json().badges).toEqual({ showId: keys.showId, publicKey: keys.publicKey });
      expect(response.body).not.toContain(keys.privateKey.d);
      expect(response.body).not.toContain('"d"');
    });

    it('issues badges that both app readers accept with the published key, and that cannot be edited', async () => {
      await services.badges.publishPublicKey();
      const config = await test.catalog.getConfig();
      const publicKey = config?.badges?.publicKey ?? null;
      const showId = config?.badges?.showId;
      const badge = await services.badges.issue(HOLDER);
      expect(badge.qrText.startsWith('#SF1.')).toBe(true);
      expect(badge.payload).toEqual({ ...HOLDER, showId, issuedAt: ISSUED_AT });

      const lead = await readLeadBadge(badge.qrText, [], { publicKey, ...(showId ? { showId } : {}) });
      expect(lead).toMatchObject({ ok: true, badge: { format: 'signed', code: 'V0042' } });
      expect(lead.ok && lead.badge.values).toMatchObject({ Nom: 'Durand', Prenom: 'Anna', Societe: 'Acme' });
      const visitor = await readVisitorBadge(badge.qrText, { publicKey });
      expect(visitor).toEqual({
        ok: true,
        badge: {
          id: 'V0042',
          firstName: 'Anna',
          lastName: 'Durand',
          organizationName: 'Acme',
          email: '@acme.example',
        },
      });

      const [prefix, payload, signature] = badge.qrText.slice(1).split('.');
      const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...badge.payload, code: 'V9999' })).toString('base64url')}.${signature}`;
      expect(payload).toBeTruthy();
      if (!publicKey) throw new Error('no public key published');
      expect(await verifySignedBadge(forged, publicKey)).toEqual({ ok: false, error: 'badSignature' });
    });
  });
}
