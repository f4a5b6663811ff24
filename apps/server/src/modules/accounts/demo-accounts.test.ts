import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoNetworking } from './demo-accounts.js';
import { createAccountsServices } from './register-accounts-module.js';

describe('demo accounts and participants', () => {
  let handle: DatabaseHandle;
  let services: ReturnType<typeof createAccountsServices>;
  beforeEach(async () => {
    handle = await openTestDatabase('pglite');
    services = createAccountsServices(handle.db, { sessionHours: 1 });
  });
  afterEach(async () => {
    await handle.close();
  });

  it('creates the documented accounts that log in with the demo password, and 2,000 participants', async () => {
    const counts = await loadDemoNetworking(services, 'small');
    expect(counts).toMatchObject({ accountsCreated: 3, accountsReset: 0, participants: 2_000 });
    expect(DEMO_ACCOUNTS.map((account) => account.login)).toEqual([
      'visitor@demo.showfloor.test',
      'exhibitor@demo.showfloor.test',
      'speaker@demo.showfloor.test',
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const session = await services.accounts.login(account.login, DEMO_PASSWORD);
      expect(session?.profile.login).toBe(account.login);
    }
    const profil = await services.codifications.fieldsInfo([
      { sourceCode: 'showfloor', entityCode: 'participants', nameField: 'profil' },
    ]);
    expect(profil[0]?.codif.length).toBeGreaterThan(3);
  });

  it('runs again without duplicating anyone and keeps the accounts’ own edits', async () => {
    await loadDemoNetworking(services, 'small');
    const visitorId = await services.accounts.findUserId('visitor@demo.showfloor.test');
    if (visitorId === undefined) throw new Error('visitor missing');
    await services.accounts.updateProfile(visitorId, { firstName: 'Valentine' });
    const again = await loadDemoNetworking(services, 'small');
    expect(again).toMatchObject({ accountsCreated: 0, accountsReset: 3, participants: 2_000 });
    const everyone = await services.participantRepository.search({ start: 0, take: 501, search: 'visiteur' });
    expect(everyone.map((row) => row.firstName)).toEqual(['Valentine']);
    const page = await services.participantRepository.search({ start: 0, take: 501 });
    expect(new Set(page.map((row) => row.id)).size).toBe(page.length);
  });
});
