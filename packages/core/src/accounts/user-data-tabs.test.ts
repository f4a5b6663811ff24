import { describe, expect, it } from 'vitest';
import {
  badgeUrl,
  externalResourceUrls,
  hasTabBar,
  userDataTabs,
  userEventCatalogId,
} from './user-data-tabs.js';

const empty = {
  id: 7,
  login: 'anna@example.org',
  events: [],
  contactedParticipants: [],
  externalResources: [],
};
const base = {
  language: 'en',
  isNative: false,
  isContactsEnabled: true,
  isContactsRestricted: false,
} as const;

describe('user-data tabs', () => {
  it('shows the profile alone, without a tab bar, when nothing else has content', () => {
    const tabs = userDataTabs({ ...base, profile: empty });
    expect(tabs).toEqual(['profile']);
    expect(hasTabBar(tabs)).toBe(false);
  });

  it('adds the tabs that have content, in order, with a tab bar', () => {
    const tabs = userDataTabs({
      ...base,
      profile: {
        ...empty,
        events: [{ id: 1, title: 'Keynote' }],
        contactedParticipants: [12],
        externalResources: [{ url: 'https://x.example', badge: { fr: 'https://b.example/fr' } }],
      },
    });
    expect(tabs).toEqual(['profile', 'badge', 'events', 'contactedParticipants']);
    expect(hasTabBar(tabs)).toBe(true);
  });

  it('keeps met contacts to the native app with the contacts feature on and not restricted', () => {
    expect(userDataTabs({ ...base, profile: empty, isNative: true })).toContain('metContacts');
    expect(userDataTabs({ ...base, profile: empty, isNative: true, isContactsRestricted: true })).toEqual([
      'profile',
    ]);
    // The web app is never the native app: no met contacts there, whatever the configuration.
    expect(userDataTabs({ ...base, profile: empty })).not.toContain('metContacts');
  });

  it('picks the badge link in the user’s language, else another', () => {
    const profile = {
      ...empty,
      externalResources: [{ url: '', badge: { fr: 'https://b.example/fr', en: 'https://b.example/en' } }],
    };
    expect(badgeUrl({ profile, language: 'en' })).toBe('https://b.example/en');
    expect(badgeUrl({ profile: { ...empty }, language: 'fr' })).toBeUndefined();
  });

  it('falls back to the show’s badge page, filled with the user’s id and login', () => {
    const configuredBadge = {
      fr: 'https://registration.example/fr/badge?p={id}&l={login}',
      en: 'https://registration.example/en/badge?p={id}&l={login}',
    };
    expect(badgeUrl({ profile: empty, language: 'en', configuredBadge })).toBe(
      'https://registration.example/en/badge?p=7&l=anna%40example.org',
    );
    expect(userDataTabs({ ...base, profile: empty, configuredBadge })).toEqual(['profile', 'badge']);
    // The profile's own badge wins over the show's page.
    const own = { ...empty, externalResources: [{ url: '', badge: { en: 'https://own.example/badge' } }] };
    expect(badgeUrl({ profile: own, language: 'en', configuredBadge })).toBe('https://own.example/badge');
  });

  it('never frames or links what is not a web address', () => {
    const profile = {
      ...empty,
      externalResources: [{ url: 'javascript:alert(1)', badge: { en: 'javascript:alert(2)' } }],
    };
    expect(
      badgeUrl({ profile, language: 'en', configuredBadge: { en: 'data:text/html,hi' } }),
    ).toBeUndefined();
    expect(externalResourceUrls(profile)).toEqual([]);
  });

  it('lists the external resources once each', () => {
    expect(
      externalResourceUrls({
        externalResources: [
          { url: 'https://show.example/programme' },
          { url: '' },
          { url: 'https://show.example/programme' },
        ],
      }),
    ).toEqual(['https://show.example/programme']);
  });

  it('reads the catalog id of the user’s events', () => {
    expect(userEventCatalogId({ id: 42 })).toBe(42);
    expect(userEventCatalogId({ id: '42' })).toBe(42);
    expect(userEventCatalogId({ id: 'ext-42' })).toBeNull();
    expect(userEventCatalogId({ id: '042' })).toBeNull();
    expect(userEventCatalogId({ id: 0 })).toBeNull();
  });
});
