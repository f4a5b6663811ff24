import type { ShowConfig } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { sideMenuEntries } from './menu-entries.js';
import { homeToolbarIcons, pageToolbarButtons } from './toolbar-entries.js';

function config(features: ShowConfig['features'], extra: Partial<ShowConfig> = {}): ShowConfig {
  return {
    name: { en: 'Show' },
    startDate: '2026-11-20',
    endDate: '2026-11-22',
    timeZone: 'Europe/Paris',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    features,
    profiles: [{ key: 'default', title: { en: 'Default' } }],
    autoUpdate: false,
    appVersion: '2.0.1',
    ads: [],
    socialmedia: {},
    polls: {},
    ...extra,
  };
}

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('side menu entries', () => {
  it('always offers home, favorites, search, exhibitors and programme, in that order', () => {
    expect(
      ids(sideMenuEntries(config({}), { profileKey: 'default', isLoggedIn: false, language: 'en' })),
    ).toEqual(['home', 'favorites', 'search', 'exhibitors', 'programme']);
  });

  it('leaves out exhibitors for a conference and the map for a show without a venue', () => {
    const conference = config({ map: true }, { publishedTypes: ['events', 'speakers'] });
    expect(
      ids(sideMenuEntries(conference, { profileKey: 'default', isLoggedIn: false, language: 'en' })),
    ).toEqual(['home', 'favorites', 'search', 'programme']);
  });

  it('adds each optional entry only when its feature or link is configured', () => {
    const full = config(
      { userData: true, map: true, social: true, leads: true, notes: true, inbox: true },
      { termsUrl: { fr: 'https://example.org/cgu' } },
    );
    const entries = sideMenuEntries(full, { profileKey: 'default', isLoggedIn: false, language: 'en' });
    expect(ids(entries)).toEqual([
      'home',
      'userData',
      'favorites',
      'search',
      'exhibitors',
      'programme',
      'map',
      'medias',
      'leads',
      'notes',
      'inbox',
      'terms',
    ]);
    // The French terms page stands in when the English one is missing.
    expect(entries.at(-1)?.target).toEqual({ kind: 'link', href: 'https://example.org/cgu' });
  });

  it('sends the user-data entry to login until the user is logged in', () => {
    const show = config({ userData: true });
    const target = (isLoggedIn: boolean) =>
      sideMenuEntries(show, { profileKey: 'default', isLoggedIn, language: 'fr' }).find(
        (e) => e.id === 'userData',
      )?.target;
    expect(target(false)).toEqual({ kind: 'route', route: { pageKey: 'login', props: {} } });
    expect(target(true)).toEqual({ kind: 'route', route: { pageKey: 'user-data', props: {} } });
  });

  it('is not built for profiles other than the default one', () => {
    expect(
      sideMenuEntries(config({ map: true }), { profileKey: 'visitor', isLoggedIn: false, language: 'en' }),
    ).toEqual([]);
  });
});

describe('home toolbar icons', () => {
  it('shows each icon behind its flag, leads and the menu for the default profile only', () => {
    const features = { sso: true, login: true, notes: true, leads: true, contacts: true };
    expect(homeToolbarIcons({ features, profileKey: 'default', isNative: false })).toEqual([
      'sso',
      'login',
      'notes',
      'favorites',
      'leads',
      'search',
      'menu',
    ]);
    expect(homeToolbarIcons({ features, profileKey: 'exhibitor', isNative: true })).toEqual([
      'sso',
      'login',
      'notes',
      'favorites',
      'search',
    ]);
  });

  it('offers contact scanning only in the native app', () => {
    expect(
      homeToolbarIcons({ features: { contacts: true }, profileKey: 'default', isNative: true }),
    ).toContain('contactScan');
  });

  it('offers contact scanning on the web where the browser gives a camera, with the contacts feature on', () => {
    const web = { profileKey: 'default', isNative: false, hasCamera: true } as const;
    expect(homeToolbarIcons({ ...web, features: { contacts: true } })).toContain('contactScan');
    expect(homeToolbarIcons({ ...web, features: { contacts: false } })).not.toContain('contactScan');
  });
});

describe('page toolbar buttons', () => {
  it('hides favorites on the favorites page and search on search pages', () => {
    expect(pageToolbarButtons('favorites', 'default')).toEqual({
      favorites: false,
      search: true,
      menu: true,
    });
    expect(pageToolbarButtons('search-taiga', 'default')).toEqual({
      favorites: true,
      search: false,
      menu: true,
    });
    expect(pageToolbarButtons('list', 'press')).toEqual({ favorites: true, search: true, menu: false });
  });
});
