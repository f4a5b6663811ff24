import { describe, expect, it } from 'vitest';
import { changedSettingsFields, consoleSettingsSchema } from './console-settings.js';

const settings = {
  name: { fr: 'Salon', en: 'Show' },
  startDate: '2026-11-21',
  endDate: '2026-11-23',
  timeZone: 'Europe/Paris',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  features: { map: true },
  profiles: [{ key: 'default', title: { fr: 'Visiteur' } }],
};

function fieldsAtFault(input: unknown): string[] {
  const parsed = consoleSettingsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

describe('console settings', () => {
  it('accepts what an import accepts, with its defaults', () => {
    const parsed = consoleSettingsSchema.parse(settings);
    expect(parsed.ads).toEqual([]);
    expect(parsed.autoUpdate).toBe(false);
  });

  it('names the field an organiser got wrong', () => {
    expect(fieldsAtFault({ ...settings, endDate: '2026-11-20' })).toEqual(['endDate']);
    expect(fieldsAtFault({ ...settings, startDate: '21/11/2026' })).toEqual(['startDate']);
    expect(fieldsAtFault({ ...settings, timeZone: 'Paris' })).toEqual(['timeZone']);
    expect(fieldsAtFault({ ...settings, languages: ['en'] })).toEqual(['defaultLanguage']);
    expect(
      fieldsAtFault({
        ...settings,
        profiles: [...settings.profiles, { key: 'default', title: {} }],
      }),
    ).toEqual(['profiles.1.key']);
    expect(
      fieldsAtFault({
        ...settings,
        ads: [
          { id: 'a', image: 'a.png', placement: 'home-top' },
          { id: 'a', image: 'b.png', placement: 'list' },
        ],
      }),
    ).toEqual(['ads.1.id']);
    expect(fieldsAtFault({ ...settings, profiles: [{ key: 'default', title: {}, code: 'abc' }] })).toEqual([
      'profiles.0.code',
    ]);
  });

  it('takes no field the back office writes itself, nor a legacy code hash', () => {
    const parsed = consoleSettingsSchema.parse({
      ...settings,
      showKey: 'forged',
      publishedTypes: ['events'],
      profiles: [{ key: 'default', title: {}, codeHash: 'a'.repeat(64) }],
    });
    expect(parsed).not.toHaveProperty('showKey');
    expect(parsed).not.toHaveProperty('publishedTypes');
    expect(parsed.profiles[0]).not.toHaveProperty('codeHash');
  });

  it('names the fields a save changed, whatever the order of their keys', () => {
    expect(
      changedSettingsFields(
        { name: { fr: 'A', en: 'B' }, features: { map: true, login: false } },
        { name: { en: 'B', fr: 'A' }, features: { login: false, map: true }, termsUrl: { en: 'https://t' } },
      ),
    ).toEqual(['termsUrl']);
    expect(changedSettingsFields(undefined, { name: { en: 'B' } })).toEqual(['name']);
  });
});
