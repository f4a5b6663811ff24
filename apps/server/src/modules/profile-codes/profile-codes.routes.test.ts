import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type ProfileUnlockResponse,
  profileUnlockResponseSchema,
  type ShowConfig,
  sha256Hex,
} from '@showfloor/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/database.js';
import { showConfigFixture } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { ProfileCodeRepository } from './profile-code.repository.js';
import { PROFILE_PASS_KEY_FILE } from './profile-pass.js';
import { saveShowConfig } from './save-show-config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

for (const driver of TEST_DRIVERS) {
  // One back office for the file (each check is a slow hash); the throttle tests come last and use
  // their own addresses, and the lock test starts with a right code, which clears the earlier failures.
  describe(`profile codes on ${driver}`, () => {
    let test: TestApp;
    let codes: ProfileCodeRepository;
    beforeAll(async () => {
      test = await openTestApp(driver);
      codes = new ProfileCodeRepository(test.handle.db);
      const warnings = await saveShowConfig(
        { catalog: test.catalog, profileCodes: codes },
        {
          ...showConfigFixture(),
          profiles: [
            { key: 'default', title: { en: 'Discover' } },
            { key: 'exhibitor', title: { en: 'Exhibitor' }, code: 'stand-4821' },
            // A configuration of an earlier version: only the SHA-256 of the code.
            { key: 'press', title: { en: 'Press' }, codeHash: sha256Hex('press-room') },
          ],
        },
      );
      expect(warnings).toEqual([expect.stringContaining('profile press has only a codeHash')]);
    });
    afterAll(async () => {
      await test.close();
    });

    const unlock = (profile: string, code: string, remoteAddress = '203.0.113.7') =>
      test.app.inject({ method: 'POST', url: '/profiles/unlock', payload: { profile, code }, remoteAddress });

    it('answers a pass naming the profile and an expiry for the right code, not for a wrong one', async () => {
      const right = await unlock('exhibitor', ' stand-4821 ');
      expect(right.statusCode).toBe(200);
      expect(right.headers['cache-control']).toBe('no-store');
      const body: ProfileUnlockResponse = profileUnlockResponseSchema.parse(right.json());
      expect(body.profile).toBe('exhibitor');
      expect(body.pass.startsWith('v1.exhibitor.')).toBe(true);
      expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(29 * DAY_MS);

      const wrong = await unlock('exhibitor', 'stand-4822');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({
        error: 'WRONG_CODE',
        field: 'code',
        message: 'Wrong code for this profile',
      });
      // The code of one profile does not open another.
      expect((await unlock('press', 'stand-4821')).statusCode).toBe(403);
      // A code known only by its legacy hash still opens its profile.
      expect((await unlock('press', 'press-room')).statusCode).toBe(200);
    });

    it('keeps the code as a slow salted hash and the pass key in the data folder for the owner only', async () => {
      const stored = await codes.codeHashOf('exhibitor');
      expect(stored).toMatch(/^scrypt\$/);
      expect(stored).not.toContain(sha256Hex('stand-4821'));
      await unlock('exhibitor', 'stand-4821');
      expect((await stat(path.join(test.dataDir, PROFILE_PASS_KEY_FILE))).mode & 0o777).toBe(0o600);
    });

    it('refuses a bad request naming the field, and a profile that has no code', async () => {
      for (const [payload, field] of [
        [{ profile: 'exhibitor' }, 'code'],
        [{ profile: 'exhibitor', code: '   ' }, 'code'],
        [{ profile: 'boss', code: '1234' }, 'profile'],
      ] as const) {
        const response = await test.app.inject({ method: 'POST', url: '/profiles/unlock', payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', field });
      }
      const open = await unlock('default', 'anything');
      expect(open.statusCode).toBe(400);
      expect(open.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'profile' });
    });

    it('limits the attempts of one address at one profile per minute, other addresses untouched', async () => {
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await unlock('press', 'press-room', '203.0.113.50')).statusCode).toBe(200);
      }
      const limited = await unlock('press', 'press-room', '203.0.113.50');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await unlock('press', 'press-room', '192.0.2.1')).statusCode).toBe(200);
    });

    it('locks a profile after repeated wrong codes, from any address, with Retry-After', async () => {
      expect((await unlock('exhibitor', 'stand-4821', '198.51.100.200')).statusCode).toBe(200);
      for (let attempt = 0; attempt < 6; attempt++) {
        expect((await unlock('exhibitor', `guess-${attempt}`, `198.51.100.${attempt}`)).statusCode).toBe(403);
      }
      const locked = await unlock('exhibitor', 'stand-4821', '192.0.2.99');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(locked.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', field: 'code' });
      // Another profile is not locked by them.
      expect((await unlock('press', 'press-room', '192.0.2.99')).statusCode).toBe(200);
    });
  });
}

for (const driver of TEST_DRIVERS) {
  describe(`a configuration stored by an earlier version on ${driver}`, () => {
    it('moves its codeHash out of the configuration at migration: published protected, the code still unlocks', async () => {
      const test = await openTestApp(driver);
      try {
        const legacy = {
          ...showConfigFixture(),
          profiles: [
            { key: 'default', title: { en: 'Discover' } },
            { key: 'exhibitor', title: { en: 'Exhibitor' }, codeHash: sha256Hex('1234') },
          ],
        };
        // Written as an earlier version stored it, then the data part of the migration is run again.
        await test.catalog.setConfig(legacy as unknown as ShowConfig);
        const migration = await readFile(path.join(migrationsFolder, '0006_profile_codes.sql'), 'utf8');
        for (const statement of migration.split('--> statement-breakpoint').slice(1)) {
          await test.handle.db.execute(sql.raw(statement));
        }
        await test.publishing.publish();
        const published = await test.app.inject({ url: '/files/project/config.json' });
        expect(published.statusCode).toBe(200);
        expect(published.body).not.toContain(sha256Hex('1234'));
        expect(published.body).not.toContain('codeHash');
        expect(published.json<ShowConfig>().profiles[1]).toEqual({
          key: 'exhibitor',
          title: { en: 'Exhibitor' },
          protected: true,
        });
        const unlocked = await test.app.inject({
          method: 'POST',
          url: '/profiles/unlock',
          payload: { profile: 'exhibitor', code: '1234' },
        });
        expect(unlocked.statusCode).toBe(200);
      } finally {
        await test.close();
      }
    });
  });
}
