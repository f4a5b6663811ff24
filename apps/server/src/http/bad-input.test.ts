import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsServices } from '../modules/accounts/index.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { TEST_DRIVERS } from '../testing/test-database.js';

const PASSWORD = 'correct horse battery';
const BEYOND_INT32 = 2 ** 31;
/** Public participant ids are 52-bit numbers (participant-public-ids.ts). */
const BEYOND_PUBLIC_ID = 2 ** 52;

/** A JSON text holding a lone UTF-16 surrogate, which JSON.stringify would never write. */
const LONE_SURROGATE_JSON = '{"updatedFields":{"firstName":"Al\\ud800ice"}}';

for (const driver of TEST_DRIVERS) {
  describe(`bad input on ${driver}: a 4xx naming the field, never a 500`, () => {
    let test: TestApp;
    let token: string;

    beforeEach(async () => {
      test = await openTestApp(driver);
      const { accounts } = createAccountsServices(test.handle.db, { sessionHours: 1 });
      await accounts.createAccount({
        login: 'alice@example.org',
        password: PASSWORD,
        profile: { firstName: 'Alice', lastName: 'Aubert', role: 'Buyer' },
      });
      const login = await accounts.login('alice@example.org', PASSWORD);
      if (!login) throw new Error('login failed');
      token = login.token;
    });
    afterEach(async () => {
      await test.close();
    });

    const authorised = { authorization: () => `Bearer ${token}` };
    const postJson = (url: string, payload: object | string) =>
      test.app.inject({
        method: 'POST',
        url,
        headers: { authorization: authorised.authorization(), 'content-type': 'application/json' },
        payload,
      });

    it('refuses a NUL character in a path with 400 naming the path', async () => {
      for (const url of ['/files/assets/%00', '/files/assets/logo%00.png', '/files/photos/a%00b']) {
        const response = await test.app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ field: 'path' });
      }
    });

    it('refuses a NUL character in a text field of a body with 400 naming the field', async () => {
      const profile = await postJson('/updateMe.htm', { updatedFields: { firstName: 'Al\u0000ice' } });
      expect(profile.statusCode).toBe(400);
      expect(profile.json()).toMatchObject({ field: 'updatedFields.firstName' });

      const search = await postJson('/getParticipants.htm', { params: { search: 'a\u0000' } });
      expect(search.statusCode).toBe(400);
      expect(search.json()).toMatchObject({ field: 'params.search' });

      const licence = await postJson('/leads/check-licence', { CAB: 'ABC\u0000', mobileId: 'device-a' });
      expect(licence.statusCode).toBe(400);
      expect(licence.json()).toMatchObject({ field: 'CAB' });
    });

    it('refuses a NUL character in a query parameter with 400 naming it', async () => {
      const response = await test.app.inject({
        url: '/getCodifs.htm?fields[0][sourceCode]=a%00&fields[0][entityCode]=b&fields[0][nameField]=c',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'fields[0][sourceCode]' });
    });

    it('refuses a lone UTF-16 surrogate in JSON with 400 naming the field', async () => {
      const response = await postJson('/updateMe.htm', LONE_SURROGATE_JSON);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'updatedFields.firstName' });
      const me = await test.app.inject({ url: '/me.htm', headers: { authorization: `Bearer ${token}` } });
      expect(me.json().datas.firstName).toBe('Alice');
    });

    it('refuses ids past their range (2^31, 2^52 for public participant ids) with 400 naming the field', async () => {
      const contact = await postJson('/contactParticipant.htm', { contactId: BEYOND_PUBLIC_ID });
      expect(contact.statusCode).toBe(400);
      expect(contact.json()).toMatchObject({ field: 'contactId' });

      const after = await postJson('/getParticipants.htm', { params: { after: BEYOND_PUBLIC_ID } });
      expect(after.statusCode).toBe(400);
      expect(after.json()).toMatchObject({ field: 'params.after' });

      const ids = await postJson('/getParticipants.htm', {
        params: { filters: { ids: [1, BEYOND_PUBLIC_ID] } },
      });
      expect(ids.statusCode).toBe(400);
      expect(ids.json()).toMatchObject({ field: 'params.filters.ids.1' });

      const register = await postJson('/leads/register-checkpoint', {
        instanceName: 'showfloor',
        exhibitorId: BEYOND_INT32,
        userName: 'alice',
        mobileId: 'device-a',
      });
      expect(register.statusCode).toBe(400);
      expect(register.json()).toMatchObject({ field: 'exhibitorId' });
    });

    it('refuses an exhibitor id of 2^31 in a lead save with 400 naming it', async () => {
      const response = await postJson('/leads/save-contacts', {
        instanceName: 'showfloor',
        exhibitorId: BEYOND_INT32,
        mobileId: 'device-a',
        visitorToSaveList: [
          {
            SaveAction: 1,
            VisitorToSave: {
              CAB: 'V1',
              VisitHistoricList: [],
              ExternalId: 'guid-1',
              IsExistPhoto: false,
              IsExistVoiceMessage: false,
              FieldValueList: [],
            },
          },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'exhibitorId' });
    });

    it('refuses a malformed multipart photo upload with 400 naming the photo', async () => {
      const boundary = 'showfloor-broken';
      const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
      for (const [payload, contentType] of [
        [truncated, `multipart/form-data; boundary=${boundary}`],
        ['not multipart at all', 'multipart/form-data'],
        [
          `--${boundary}\r\nbroken headers\r\n\r\n--${boundary}--\r\n`,
          `multipart/form-data; boundary=${boundary}`,
        ],
      ] as const) {
        const response = await test.app.inject({
          method: 'POST',
          url: '/me/photo',
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, payload).toBeLessThan(500);
        expect(response.json(), payload).toMatchObject({ field: 'photo' });
      }
    });
  });
}
