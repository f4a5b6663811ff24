import type { ShowConfig } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { homeTiles } from './home-tiles.js';

const base: ShowConfig = {
  name: { en: 'Show' },
  startDate: '2026-11-20',
  endDate: '2026-11-22',
  timeZone: 'Europe/Paris',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  features: {},
  profiles: [{ key: 'default', title: { en: 'Default' } }],
  autoUpdate: false,
  appVersion: '2.0.1',
  ads: [],
  socialmedia: {},
  polls: {},
};

describe('home tiles', () => {
  it('offers a conference no exhibitors tile, and a show without a venue no map tile', () => {
    const conference: ShowConfig = {
      ...base,
      features: { map: true },
      publishedTypes: ['events', 'event_categories', 'speakers', 'places'],
    };
    expect(homeTiles(conference, 'en').map((tile) => tile.id)).toEqual(['programme']);
    const trade: ShowConfig = { ...conference, publishedTypes: ['events', 'exhibitors', 'buildings'] };
    expect(homeTiles(trade, 'en').map((tile) => tile.id)).toEqual(['exhibitors', 'programme', 'map']);
  });

  it('offers exhibitor categories and the programme when the back office does not say what the show holds', () => {
    const tiles = homeTiles(base, 'en');
    expect(tiles.map((tile) => tile.id)).toEqual(['exhibitors', 'programme']);
    expect(tiles[0]?.target).toEqual({
      kind: 'route',
      route: { pageKey: 'list', props: { inputs: [{ dataType: 'exhibitor_categories' }] } },
    });
  });

  it('adds the map, practical info in the language and social media when configured', () => {
    const tiles = homeTiles(
      {
        ...base,
        features: { map: true, social: true },
        practicalInfoUrl: { fr: 'https://example.org/infos', en: 'https://example.org/info' },
        socialmedia: { twitter: 'https://twitter.com/show' },
      },
      'fr',
    );
    expect(tiles.map((tile) => tile.id)).toEqual([
      'exhibitors',
      'programme',
      'map',
      'practicalInfo',
      'medias',
    ]);
    expect(tiles[3]?.target).toEqual({ kind: 'link', href: 'https://example.org/infos' });
  });

  it('leaves out social media when the feature is on but no network is configured', () => {
    expect(homeTiles({ ...base, features: { social: true } }, 'en').map((tile) => tile.id)).not.toContain(
      'medias',
    );
  });
});
