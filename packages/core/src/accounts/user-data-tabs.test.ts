import { describe, expect, it } from 'vitest';
import { badgeUrl, hasTabBar, userDataTabs } from './user-data-tabs.js';

const empty = { events: [], contactedParticipants: [], externalResources: [] };
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
  });

  it('picks the badge link in the user’s language, else another', () => {
    const profile = {
      ...empty,
      externalResources: [{ url: '', badge: { fr: 'https://b.example/fr', en: 'https://b.example/en' } }],
    };
    expect(badgeUrl({ profile, language: 'en' })).toBe('https://b.example/en');
    expect(badgeUrl({ profile: { ...empty }, language: 'fr' })).toBeUndefined();
  });
});
