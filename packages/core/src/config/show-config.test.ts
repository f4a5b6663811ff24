import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../crypto/sha256.js';
import { profileUnlockRequestSchema } from './profile-unlock-protocol.js';
import {
  organiserShowConfigSchema,
  reminderLeadMinutesOf,
  showConfigSchema,
  splitProfileCodes,
} from './show-config.js';

const base = {
  name: { en: 'Show' },
  startDate: '2026-11-23',
  endDate: '2026-11-25',
  languages: ['en'],
  defaultLanguage: 'en',
  features: {},
};

describe('profiles of the published configuration', () => {
  it('reads a configuration of an earlier version, whose codeHash made the profile protected, without the hash', () => {
    const legacy = showConfigSchema.parse({
      ...base,
      profiles: [
        { key: 'default', title: { en: 'Discover' } },
        { key: 'exhibitor', title: { en: 'Exhibitor' }, codeHash: sha256Hex('1234') },
      ],
    });
    expect(legacy.profiles).toEqual([
      { key: 'default', title: { en: 'Discover' } },
      { key: 'exhibitor', title: { en: 'Exhibitor' }, protected: true },
    ]);
    expect(JSON.stringify(legacy)).not.toContain(sha256Hex('1234'));
  });

  it('keeps the protected flag and drops any code a published file would carry', () => {
    const config = showConfigSchema.parse({
      ...base,
      profiles: [{ key: 'press', title: { en: 'Press' }, protected: true, code: '98765' }],
    });
    expect(config.profiles).toEqual([{ key: 'press', title: { en: 'Press' }, protected: true }]);
  });
});

describe("the organiser's profile codes", () => {
  it('publishes protected profiles without their code and keeps the codes apart', () => {
    const organiser = organiserShowConfigSchema.parse({
      ...base,
      profiles: [
        { key: 'default', title: { en: 'Discover' } },
        { key: 'exhibitor', title: { en: 'Exhibitor' }, code: ' 4821-stand ' },
        { key: 'press', title: { en: 'Press' }, codeHash: sha256Hex('press-room') },
        { key: 'visitor', title: { en: 'Visitor' }, protected: true },
      ],
    });
    const { config, codes } = splitProfileCodes(organiser);
    expect(codes).toEqual([
      { profile: 'exhibitor', code: '4821-stand' },
      { profile: 'press', legacySha256: sha256Hex('press-room') },
    ]);
    expect(config.profiles.map((profile) => [profile.key, profile.protected])).toEqual([
      ['default', undefined],
      ['exhibitor', true],
      ['press', true],
      ['visitor', true],
    ]);
    const published = JSON.stringify(config);
    expect(published).not.toContain('4821-stand');
    expect(published).not.toContain(sha256Hex('press-room'));
    expect(published).not.toMatch(/"code(Hash)?"/);
  });

  it('refuses a code too short to resist guessing, naming the profile field', () => {
    const parsed = organiserShowConfigSchema.safeParse({
      ...base,
      profiles: [{ key: 'exhibitor', title: { en: 'Exhibitor' }, code: '12' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['profiles', 0, 'code']);
  });
});

describe('the unlock request', () => {
  it('trims the typed code and refuses an empty code or an unknown profile', () => {
    expect(profileUnlockRequestSchema.parse({ profile: 'exhibitor', code: ' 1234 ' })).toEqual({
      profile: 'exhibitor',
      code: '1234',
    });
    expect(profileUnlockRequestSchema.safeParse({ profile: 'exhibitor', code: '  ' }).success).toBe(false);
    expect(profileUnlockRequestSchema.safeParse({ profile: 'boss', code: '1234' }).success).toBe(false);
  });
});

describe('the session reminders lead time', () => {
  const profiles = [{ key: 'default', title: { en: 'Discover' } }];

  it('is 10 minutes when the configuration gives none', () => {
    expect(reminderLeadMinutesOf(showConfigSchema.parse({ ...base, profiles }))).toBe(10);
  });

  it('is the configured number of minutes', () => {
    const config = showConfigSchema.parse({ ...base, profiles, reminders: { leadMinutes: 25 } });
    expect(reminderLeadMinutesOf(config)).toBe(25);
  });

  it.each([0, -5, 2.5, 1441, '10'])('refuses a lead time of %j, naming the field', (leadMinutes) => {
    const result = showConfigSchema.safeParse({ ...base, profiles, reminders: { leadMinutes } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['reminders', 'leadMinutes']);
  });
});
