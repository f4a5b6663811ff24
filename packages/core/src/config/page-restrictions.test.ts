import { describe, expect, it } from 'vitest';
import { isRestricted, type PageRestriction, pageRestrictionSchema } from './page-restrictions.js';
import { showConfigSchema } from './show-config.js';

const rules: PageRestriction[] = [
  { pages: ['exhibitor', 'stores'], profiles: ['visitor'], hide: ['share', 'notes'] },
  { profiles: ['press'], hide: ['saveContact'] },
  { pages: ['user-data'], profiles: ['exhibitor', 'visitor'], hide: ['contacts'] },
];

describe('isRestricted', () => {
  it('hides an action on the pages and for the profiles a rule names, and nowhere else', () => {
    expect(isRestricted(rules, { page: 'exhibitor', profile: 'visitor', action: 'share' })).toBe(true);
    expect(isRestricted(rules, { page: 'stores', profile: 'visitor', action: 'notes' })).toBe(true);
    // Another page, another profile, another action.
    expect(isRestricted(rules, { page: 'event', profile: 'visitor', action: 'share' })).toBe(false);
    expect(isRestricted(rules, { page: 'exhibitor', profile: 'default', action: 'share' })).toBe(false);
    expect(isRestricted(rules, { page: 'exhibitor', profile: 'visitor', action: 'saveContact' })).toBe(false);
  });

  it('applies a rule without pages to every page', () => {
    expect(isRestricted(rules, { page: 'contact', profile: 'press', action: 'saveContact' })).toBe(true);
    expect(isRestricted(rules, { page: 'participant', profile: 'press', action: 'saveContact' })).toBe(true);
    expect(isRestricted(rules, { page: 'contact', profile: 'visitor', action: 'saveContact' })).toBe(false);
  });

  it('restricts nothing when the show has no lists (the spec build) ', () => {
    expect(isRestricted(undefined, { page: 'exhibitor', profile: 'visitor', action: 'share' })).toBe(false);
    expect(isRestricted([], { page: 'user-data', profile: 'exhibitor', action: 'contacts' })).toBe(false);
  });
});

describe('pageRestrictionSchema', () => {
  it('names the field of a rule that does not fit', () => {
    const unknownAction = pageRestrictionSchema.safeParse({ profiles: ['visitor'], hide: ['print'] });
    expect(unknownAction.success).toBe(false);
    expect(unknownAction.error?.issues[0]?.path).toEqual(['hide', 0]);
    const unknownPage = pageRestrictionSchema.safeParse({
      pages: ['nowhere'],
      profiles: ['visitor'],
      hide: ['share'],
    });
    expect(unknownPage.error?.issues[0]?.path).toEqual(['pages', 0]);
    const noProfile = pageRestrictionSchema.safeParse({ profiles: [], hide: ['share'] });
    expect(noProfile.error?.issues[0]?.path).toEqual(['profiles']);
  });

  it('is read from the show configuration, where it may be absent', () => {
    const base = {
      name: { en: 'Show' },
      startDate: '2026-11-23',
      endDate: '2026-11-24',
      languages: ['en'],
      defaultLanguage: 'en',
      features: {},
      profiles: [{ key: 'default', title: { en: 'Visit' } }],
    };
    expect(showConfigSchema.parse(base).restrictions).toBeUndefined();
    expect(showConfigSchema.parse({ ...base, restrictions: rules }).restrictions).toEqual(rules);
    const bad = showConfigSchema.safeParse({
      ...base,
      restrictions: [{ profiles: ['guest'], hide: ['share'] }],
    });
    expect(bad.error?.issues[0]?.path).toEqual(['restrictions', 0, 'profiles', 0]);
  });
});
