import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsServices } from './modules/accounts/index.js';
import { showConfigFixture, smallCatalog } from './testing/catalog-factories.js';
import { openTestApp, type TestApp } from './testing/test-app.js';
import { TEST_DRIVERS } from './testing/test-database.js';

const PASSWORD = 'correct horse battery';
const BOUNDARY = '----showfloor-slow-upload';
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

for (const driver of TEST_DRIVERS) {
  describe(`admission of expensive routes on ${driver}`, () => {
    let test: TestApp;
    let token: string;

    beforeEach(async () => {
      test = await openTestApp(driver, { ADMISSION_MAX_IN_FLIGHT: '2', ADMISSION_MAX_QUEUED: '0' });
      await test.catalog.setConfig(showConfigFixture());
      await test.catalog.upsertItems(smallCatalog());
      await test.publishing.publish();
      const { accounts } = createAccountsServices(test.handle.db, { sessionHours: 1 });
      await accounts.createAccount({ login: 'alice@example.org', password: PASSWORD, profile: {} });
      const login = await test.app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'alice@example.org', password: PASSWORD },
      });
      token = login.json().datas.token;
    });
    afterEach(async () => {
      await test.close();
    });

    /** A photo upload whose body stops half-way, holding its slot until `finish` is called. */
    function slowUpload() {
      const body = new PassThrough();
      body.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      body.write(PNG_HEAD);
      const answer = test.app.inject({
        method: 'POST',
        url: '/me/photo',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: body,
      });
      return { answer, finish: () => body.end(`\r\n--${BOUNDARY}--\r\n`) };
    }

    it('refuses requests past capacity at once with 429 and Retry-After, and still serves the data', async () => {
      const uploads = [slowUpload(), slowUpload()];
      // Let both uploads reach their handlers, where they wait for the rest of their bodies.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const startedAt = performance.now();
      const refusedLogin = await test.app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'alice@example.org', password: PASSWORD },
      });
      const refusedSearch = await test.app.inject({
        method: 'POST',
        url: '/getParticipants.htm',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(performance.now() - startedAt).toBeLessThan(1_000);
      for (const refused of [refusedLogin, refusedSearch]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe('2');
        expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
      }

      const bundle = await test.app.inject({ url: '/offline/db_fre.json' });
      expect(bundle.statusCode).toBe(200);
      const manifest = await test.app.inject({
        url: '/manifest/update?version=0&schema=0&pixel_ratio=1&locale=fre',
      });
      expect(manifest.statusCode).toBe(200);

      for (const upload of uploads) upload.finish();
      const uploaded = await Promise.all(uploads.map((upload) => upload.answer));
      // The uploads themselves were admitted (what they carry is checked once admitted).
      for (const response of uploaded) expect(response.statusCode).not.toBe(429);

      // Their slots were given back: the next login is admitted.
      const later = await test.app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'alice@example.org', password: PASSWORD },
      });
      expect(later.statusCode).toBe(200);
    });
  });
}
