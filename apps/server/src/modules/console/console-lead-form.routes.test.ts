import {
  CONSOLE_CSRF_HEADER,
  type ConsoleLeadFormField,
  type OrganiserRole,
  readCheckLicenceResponse,
  readRegisterCheckpointResponse,
} from '@showfloor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { type ConsoleLogin, logInOrganiser } from '../../testing/console-organisers.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { LEAD_INSTANCE_NAME, LeadFormRepository } from '../leads/index.js';
import { OrganiserRepository } from './organiser.repository.js';

type LoggedIn = ConsoleLogin;

const field = (Code: string, extra: Partial<ConsoleLeadFormField> = {}): ConsoleLeadFormField => ({
  Code,
  Label: Code,
  Type: 'text',
  Nature: 'qualification',
  IsMandatory: false,
  IsReadOnly: false,
  DefaultValue: null,
  CABPosition: null,
  PrintPosition: null,
  Codifications: [],
  ...extra,
});

for (const driver of TEST_DRIVERS) {
  describe(`console lead form on ${driver}`, () => {
    let test: TestApp;
    let organisers: OrganiserRepository;
    const who: Partial<Record<OrganiserRole, LoggedIn>> = {};

    beforeAll(async () => {
      test = await openTestApp(driver);
      organisers = new OrganiserRepository(test.handle.db);
      for (const role of ['editor', 'staff'] as const) {
        who[role] = await logInOrganiser(test.app, test.handle.db, `${role}@lead-form.test`, role);
      }
      await new LeadFormRepository(test.handle.db).replaceFields([field('Nom', { IsMandatory: true })]);
    });
    afterAll(async () => {
      await test.close();
    });

    function as(role: OrganiserRole): LoggedIn {
      const loggedIn = who[role];
      if (!loggedIn) throw new Error(`no ${role} logged in`);
      return loggedIn;
    }

    const save = (role: OrganiserRole, payload: unknown, csrf = as(role).session.csrfToken) =>
      test.app.inject({
        method: 'PUT',
        url: '/console/api/lead-form',
        payload: payload as Record<string, unknown>,
        headers: { cookie: as(role).cookie, [CONSOLE_CSRF_HEADER]: csrf },
      });

    it('replaces the form, keeps a field’s Id by its code, audits it, and devices get it when they register', async () => {
      const before = await test.app.inject({
        method: 'GET',
        url: '/console/api/lead-form',
        headers: { cookie: as('staff').cookie },
      });
      expect(before.statusCode).toBe(200);
      const [nom] = before.json().fields;
      expect(nom).toMatchObject({ Code: 'Nom', IsMandatory: true });

      const choices = [
        { Id: 1, Code: 'Stand-1', Label: 'Yes' },
        { Id: 2, Code: 'Stand-2', Label: 'No' },
      ];
      const saved = await save('editor', {
        fields: [
          field('Stand', { Type: 'radio', Label: 'Visited our stand', Codifications: choices }),
          field('Nom'),
        ],
      });
      expect(saved.statusCode).toBe(200);
      const fields = saved.json().fields;
      expect(fields.map((each: { Code: string }) => each.Code)).toEqual(['Stand', 'Nom']);
      expect(fields[1].Id).toBe(nom.Id);
      const [entry] = await organisers.auditEntries(1);
      expect(entry).toMatchObject({ action: 'lead-form.save', detail: { fields: 'Stand Nom' } });

      await test.catalog.upsertItems(smallCatalog());
      await test.catalog.setConfig(showConfigFixture());
      const sold = await test.app.inject({
        method: 'POST',
        url: '/console/api/licences',
        headers: { cookie: as('editor').cookie, [CONSOLE_CSRF_HEADER]: as('editor').session.csrfToken },
        payload: { exhibitorOriginalId: 'exh-1', count: 1, userQuota: 2 },
      });
      const [code = ''] = sold.json().codes;
      const checked = readCheckLicenceResponse(
        (
          await test.app.inject({
            method: 'POST',
            url: '/leads/check-licence',
            payload: { CAB: code, mobileId: 'phone-1' },
          })
        ).json(),
      );
      if (!checked.ok) throw new Error('licence refused');
      const registered = readRegisterCheckpointResponse(
        (
          await test.app.inject({
            method: 'POST',
            url: '/leads/register-checkpoint',
            payload: {
              instanceName: LEAD_INSTANCE_NAME,
              exhibitorId: checked.value.ExhibitorId,
              userName: 'Rita',
              mobileId: 'phone-1',
            },
          })
        ).json(),
      );
      if (!registered.ok) throw new Error('register refused');
      expect(registered.value.FormFields[0]).toMatchObject({
        Code: 'Stand',
        Type: 'radio',
        Label: 'Visited our stand',
        Codifications: choices,
      });
    });

    it('refuses a bad form with 400 naming the field, staff, and a change without its CSRF token; saves nothing', async () => {
      const forms = new LeadFormRepository(test.handle.db);
      const before = await forms.listFields();
      const entries = (await organisers.auditEntries(200)).length;
      const cases: Array<[unknown, string]> = [
        [{ fields: [field('Nom'), field('Nom')] }, 'fields.1.Code'],
        [{ fields: [field('1st')] }, 'fields.0.Code'],
        [{ fields: [field('Nom', { Type: 'colour' as 'text' })] }, 'fields.0.Type'],
        [{ fields: [field('Nom', { Label: ' ' })] }, 'fields.0.Label'],
        [{ fields: [field('Choix', { Type: 'checkbox' })] }, 'fields.0.Codifications'],
        [{ fields: 'Nom' }, 'fields'],
      ];
      for (const [payload, name] of cases) {
        const answer = await save('editor', payload);
        expect(answer.statusCode, name).toBe(400);
        expect(answer.json().field).toBe(name);
      }
      const staff = await save('staff', { fields: [field('Nom')] });
      expect(staff.statusCode).toBe(403);
      expect(staff.json().error).toBe('FORBIDDEN');
      const forged = await save('editor', { fields: [field('Nom')] }, 'not-the-token');
      expect(forged.json().error).toBe('CSRF');
      expect(await forms.listFields()).toEqual(before);
      expect((await organisers.auditEntries(200)).length).toBe(entries);
    });
  });
}
