import { CONSOLE_CSRF_HEADER, type ConsoleSettingsInput, type OrganiserRole } from '@showfloor/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { showConfigFixture } from '../../testing/catalog-factories.js';
import { type ConsoleLogin, logInOrganiser } from '../../testing/console-organisers.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { ProfileCodeRepository, saveShowConfig } from '../profile-codes/index.js';
import { OrganiserRepository } from './organiser.repository.js';

type LoggedIn = ConsoleLogin;

/** The stored configuration as the console shows it: without what the back office writes itself. */
function editable(): ConsoleSettingsInput {
  const { showKey: _key, ...config } = showConfigFixture({ showKey: 'show-key-kept' });
  return config;
}

for (const driver of TEST_DRIVERS) {
  describe(`console settings on ${driver}`, () => {
    let test: TestApp;
    let organisers: OrganiserRepository;
    let profileCodes: ProfileCodeRepository;
    const who: Partial<Record<OrganiserRole, LoggedIn>> = {};

    const logInAs = (role: OrganiserRole) =>
      logInOrganiser(test.app, test.handle.db, `${role}@settings.test`, role);

    beforeAll(async () => {
      test = await openTestApp(driver);
      organisers = new OrganiserRepository(test.handle.db);
      profileCodes = new ProfileCodeRepository(test.handle.db);
      for (const role of ['owner', 'editor', 'staff'] as const) who[role] = await logInAs(role);
    });
    afterAll(async () => {
      await test.close();
    });
    beforeEach(async () => {
      await saveShowConfig(
        { catalog: test.catalog, profileCodes },
        showConfigFixture({ showKey: 'show-key-kept' }),
      );
    });

    function as(role: OrganiserRole): LoggedIn {
      const loggedIn = who[role];
      if (!loggedIn) throw new Error(`no ${role} logged in`);
      return loggedIn;
    }

    const read = (role: OrganiserRole) =>
      test.app.inject({ method: 'GET', url: '/console/api/settings', headers: { cookie: as(role).cookie } });

    const save = (role: OrganiserRole, payload: unknown, csrf = as(role).session.csrfToken) =>
      test.app.inject({
        method: 'PUT',
        url: '/console/api/settings',
        payload: payload as Record<string, unknown>,
        headers: { cookie: as(role).cookie, [CONSOLE_CSRF_HEADER]: csrf },
      });

    it('shows every organiser the draft settings, without what the back office writes itself', async () => {
      for (const role of ['owner', 'editor', 'staff'] as const) {
        const answer = await read(role);
        expect(answer.statusCode).toBe(200);
        const body = answer.json();
        expect(body.settings.name).toEqual({ fr: 'Salon de test', en: 'Test show' });
        expect(body.settings.showKey).toBeUndefined();
        expect(body.profilesWithCode).toEqual([]);
      }
    });

    it('saves an editor’s settings to the draft with an audit entry, keeping the show’s identity', async () => {
      const answer = await save('editor', {
        ...editable(),
        name: { fr: 'Salon renommé', en: 'Renamed show' },
        practicalInfoUrl: { en: 'https://show.test/info' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ isSaved: true, warnings: [] });
      const stored = await test.catalog.getConfig();
      expect(stored?.name).toEqual({ fr: 'Salon renommé', en: 'Renamed show' });
      expect(stored?.practicalInfoUrl).toEqual({ en: 'https://show.test/info' });
      expect(stored?.showKey).toBe('show-key-kept');
      const [entry] = await organisers.auditEntries(1);
      expect(entry).toMatchObject({
        actor: 'editor@settings.test',
        action: 'settings.save',
        detail: { changed: 'name practicalInfoUrl', codesSet: '' },
      });
    });

    it('sets a profile’s code, keeps it when not given again, and never writes it to the log', async () => {
      const protectedProfiles = [
        { key: 'default', title: { fr: 'Visiteur', en: 'Visitor' } },
        { key: 'press', title: { fr: 'Presse', en: 'Press' }, protected: true, code: 'secret-press-code' },
      ];
      expect((await save('owner', { ...editable(), profiles: protectedProfiles })).statusCode).toBe(200);
      const hash = await profileCodes.codeHashOf('press');
      expect(hash).not.toBeNull();
      expect((await read('staff')).json().profilesWithCode).toEqual(['press']);
      const stored = await test.catalog.getConfig();
      expect(JSON.stringify(stored)).not.toContain('secret-press-code');
      const entries = await organisers.auditEntries(5);
      expect(JSON.stringify(entries)).not.toContain('secret-press-code');
      expect(entries[0]?.detail).toMatchObject({ codesSet: 'press' });

      const again = protectedProfiles.map(({ code: _code, ...profile }) => profile);
      expect((await save('owner', { ...editable(), name: { en: 'Show' }, profiles: again })).statusCode).toBe(
        200,
      );
      expect(await profileCodes.codeHashOf('press')).toBe(hash);
      expect((await read('owner')).json().settings.profiles[1]).toEqual({
        key: 'press',
        title: { fr: 'Presse', en: 'Press' },
        protected: true,
      });
    });

    it('refuses bad input with 400 naming the field, and saves nothing', async () => {
      const before = await test.catalog.getConfig();
      const entries = (await organisers.auditEntries(200)).length;
      const cases: Array<[unknown, string]> = [
        [{ ...editable(), name: { fr: 5 } }, 'name.fr'],
        [{ ...editable(), endDate: '2026-11-20' }, 'endDate'],
        [{ ...editable(), startDate: 'tomorrow' }, 'startDate'],
        [{ ...editable(), timeZone: 'Mars/Olympus' }, 'timeZone'],
        [{ ...editable(), languages: ['en'], defaultLanguage: 'fr' }, 'defaultLanguage'],
        [{ ...editable(), profiles: [] }, 'profiles'],
        [{ ...editable(), profiles: [{ key: 'default', title: {}, code: 'ab' }] }, 'profiles.0.code'],
        [{ ...editable(), ads: [{ id: 'a', image: 'a.png', placement: 'sky' }] }, 'ads.0.placement'],
        [{ ...editable(), features: { teleport: true } }, 'features'],
      ];
      for (const [payload, field] of cases) {
        const answer = await save('editor', payload);
        expect(answer.statusCode, field).toBe(400);
        expect(answer.json().field).toBe(field);
      }
      expect(await test.catalog.getConfig()).toEqual(before);
      expect((await organisers.auditEntries(200)).length).toBe(entries);
    });

    it('refuses staff’s changes and a change without its CSRF token, saving nothing', async () => {
      const before = await test.catalog.getConfig();
      const entries = (await organisers.auditEntries(200)).length;
      const renamed = { ...editable(), name: { en: 'Not saved' } };
      const staff = await save('staff', renamed);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().error).toBe('FORBIDDEN');
      const forged = await save('editor', renamed, 'not-the-token');
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error).toBe('CSRF');
      const anonymous = await test.app.inject({
        method: 'PUT',
        url: '/console/api/settings',
        payload: renamed,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await test.catalog.getConfig()).toEqual(before);
      expect((await organisers.auditEntries(200)).length).toBe(entries);
    });
  });
}
