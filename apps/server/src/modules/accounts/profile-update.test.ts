import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { createAccountsServices } from './register-accounts-module.js';

const PASSWORD = 'correct horse battery';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const OTHER_PNG = new Uint8Array([...PNG, 1, 2, 3]);
const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

for (const driver of TEST_DRIVERS) {
  describe(`profile updates on ${driver}`, () => {
    let test: TestApp;
    let token: string;

    beforeEach(async () => {
      test = await openTestApp(driver);
      const { accounts } = createAccountsServices(test.handle.db, { sessionHours: 1 });
      for (const login of ['alice@example.org', 'bob@example.org'])
        await accounts.createAccount({ login, password: PASSWORD, profile: { lastName: 'Aubert' } });
      const session = await accounts.login('alice@example.org', PASSWORD);
      if (!session) throw new Error('login failed');
      token = session.token;
    });
    afterEach(async () => {
      await test.close();
    });

    const updateMe = (payload: object) =>
      test.app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const me = async () =>
      (await test.app.inject({ url: '/me.htm', headers: { authorization: `Bearer ${token}` } })).json().datas;
    const logsIn = async (login: string) =>
      (await test.app.inject({ method: 'POST', url: '/login.htm', payload: { login, password: PASSWORD } }))
        .statusCode === 200;

    it('writes nothing when a later field is refused: the login and the photo stay as they were', async () => {
      const first = await updateMe({ updatedFields: { profilePicture: { value: dataUrl(PNG) } } });
      expect(first.statusCode).toBe(200);
      const photo = first.json().datas.profilePicture.value;
      // The database refuses this last name, after the login, the photo and the other fields were sent.
      await test.handle.db.execute(
        sql.raw(`ALTER TABLE participants ADD CONSTRAINT refused_name CHECK (last_name <> 'Refused')`),
      );

      const refused = await updateMe({
        updatedFields: {
          login: 'alice.new@example.org',
          profilePicture: { value: dataUrl(OTHER_PNG) },
          lastName: 'Refused',
        },
        password: PASSWORD,
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      const after = await me();
      expect(after.login).toBe('alice@example.org');
      expect(after.profilePicture.value).toBe(photo);
      expect(after.lastName).toBe('Aubert');
      expect((await test.app.inject({ url: `/${photo}` })).statusCode).toBe(200);
      expect(await logsIn('alice@example.org')).toBe(true);
      expect(await logsIn('alice.new@example.org')).toBe(false);
    });

    it('writes nothing when the photo is refused beside other fields', async () => {
      const refused = await updateMe({
        updatedFields: { lastName: 'Changed', profilePicture: { value: 'data:image/png;base64,PHN2Zy8+' } },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'updatedFields.profilePicture' });
      expect((await me()).lastName).toBe('Aubert');
    });

    it('asks for the password to change the login, and refuses a wrong one naming the field', async () => {
      const missing = await updateMe({ updatedFields: { login: 'alice.new@example.org' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: 'PASSWORD_REQUIRED', field: 'password' });
      const wrong = await updateMe({
        updatedFields: { login: 'alice.new@example.org' },
        password: 'not the password',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ error: 'BAD_PASSWORD', field: 'password' });
      expect((await me()).login).toBe('alice@example.org');

      const changed = await updateMe({
        updatedFields: { login: 'Alice.New@example.org' },
        password: PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().datas.login).toBe('alice.new@example.org');
      expect(await logsIn('alice.new@example.org')).toBe(true);
      // Sending the unchanged login back, as a whole form would, needs no password.
      expect((await updateMe({ updatedFields: { login: 'alice.new@example.org' } })).statusCode).toBe(200);
    });

    it('refuses another account’s login with 409 naming the field, both accounts unchanged', async () => {
      const taken = await updateMe({ updatedFields: { login: 'BOB@example.org' }, password: PASSWORD });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error: 'LOGIN_TAKEN', field: 'updatedFields.login' });
      expect((await me()).login).toBe('alice@example.org');
      expect(await logsIn('bob@example.org')).toBe(true);
    });
  });
}
