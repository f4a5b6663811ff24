import { showConfigSchema, userProfileSchema } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from './key-value-store.js';
import type { PersistedShape } from './persisted-shape.js';
import { STORED_SHAPES } from './stored-shapes.js';
import { VersionedStorage } from './versioned-storage.js';

const config = showConfigSchema.parse({
  name: { fr: 'Salon', en: 'Show' },
  startDate: '2026-11-24',
  endDate: '2026-11-26',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  features: { login: true },
  profiles: [{ key: 'default', title: { fr: 'Salon', en: 'Show' } }],
});

const profile = userProfileSchema.parse({
  id: 7,
  firstName: 'Valérie',
  lastName: 'Visiteur',
  email: 'visitor@demo.showfloor.test',
  events: [{ id: 12 }],
  exhibitor: '40',
});

const PASS = `v1.exhibitor.1800000000.${'a'.repeat(43)}`;

interface KeyCase {
  shape: PersistedShape<unknown>;
  /** Each stored text an installed app may hold today (every older version), with what it reads as. */
  stored: [text: string, value: unknown][];
  /** Damaged texts, each read as the shape's empty value. */
  damaged: string[];
  /** A value written and read back. */
  value: unknown;
}

const cases: Record<keyof typeof STORED_SHAPES, KeyCase> = {
  versionCode: {
    shape: STORED_SHAPES.versionCode,
    stored: [
      ['2.0.1', '2.0.1'],
      ['2.0', '2.0'],
      ['{"version":2,"data":"2.0.1"}', '2.0.1'],
    ],
    damaged: ['', '{"version":9,"data":"2.0.1"}', '{"version":2,"data":5}'],
    value: '2.0.1',
  },
  lang: {
    shape: STORED_SHAPES.lang,
    stored: [
      ['en', 'en'],
      ['{"version":2,"data":"fr"}', 'fr'],
    ],
    damaged: ['de', '{"version":2,"data":"de"}', '{"version":2,'],
    value: 'en',
  },
  showConfig: {
    shape: STORED_SHAPES.showConfig,
    stored: [
      [JSON.stringify(config), config],
      [JSON.stringify({ version: 2, data: config }), config],
    ],
    damaged: ['{"name":', '{"name":"Show"}', JSON.stringify({ version: 3, data: config })],
    value: config,
  },
  loginToken: {
    shape: STORED_SHAPES.loginToken,
    stored: [
      ['{"token":"abc","expiry":1700000000000}', { token: 'abc', expiry: 1_700_000_000_000 }],
      ['{"token":"abc","expiry":null}', { token: 'abc', expiry: null }],
    ],
    damaged: ['abc', '{"token":""}', '{"token":"abc"}', '{"token":'],
    value: { token: 'xyz', expiry: 5 },
  },
  account: {
    shape: STORED_SHAPES.account,
    stored: [
      ['{"username":"ann"}', { username: 'ann' }],
      ['{"username":"ann","sso":true}', { username: 'ann', sso: true }],
    ],
    damaged: ['ann', '{"username":3}', '{'],
    value: { username: 'bob', sso: true },
  },
  userData: {
    shape: STORED_SHAPES.userData,
    stored: [[JSON.stringify(profile), profile]],
    damaged: ['{"id":"seven"}', 'null', '{'],
    value: profile,
  },
  contacts: {
    shape: STORED_SHAPES.contacts,
    stored: [['[{"id":1}]', [{ id: 1 }]]],
    damaged: ['{"id":1}', '['],
    value: [{ id: 2 }],
  },
  favorites: {
    shape: STORED_SHAPES.favorites,
    stored: [
      ['{"exhibitors":["4",2]}', { state: { exhibitors: [2, 4] }, originalIds: {}, aside: [] }],
      ['{"version":2,"data":{"events":[9]}}', { state: { events: [9] }, originalIds: {}, aside: [] }],
      [
        '{"version":3,"data":{"shown":{"events":{"ids":[9,4],"originalIds":["talk-9",null]}},' +
          '"aside":[{"dataType":"events","id":2,"originalId":"talk-2"},{"dataType":"events","id":"x"}]}}',
        {
          state: { events: [4, 9] },
          originalIds: { events: { 9: 'talk-9' } },
          aside: [{ dataType: 'events', id: 2, originalId: 'talk-2', value: true }],
        },
      ],
    ],
    damaged: ['[', '"x"', '{"version":2,"data":[]}', '{"version":3,"data":[]}'],
    value: {
      state: { exhibitors: [1, 3] },
      originalIds: { exhibitors: { 1: 'exh-1' } },
      aside: [{ dataType: 'events', id: 5, originalId: null, value: true }],
    },
  },
  reminders: {
    shape: STORED_SHAPES.reminders,
    stored: [
      [
        '{"version":1,"data":{"isOn":false,"shows":{"show-a":{"told":["upcoming:talk-1@1800000000000"],' +
          '"known":{"talk-1":{"start":1800000000000,"end":null,"title":"Keynote","room":"Hall A"}}}}}}',
        {
          isOn: false,
          shows: {
            'show-a': {
              told: ['upcoming:talk-1@1800000000000'],
              known: { 'talk-1': { start: 1800000000000, end: null, title: 'Keynote', room: 'Hall A' } },
            },
          },
        },
      ],
    ],
    damaged: ['[', '{"version":2,"data":{"isOn":false,"shows":{}}}', '{"version":1,"data":{"isOn":"no"}}'],
    value: { isOn: true, shows: { '': { told: [], known: {} } } },
  },
  notes: {
    shape: STORED_SHAPES.notes,
    stored: [
      [
        '{"version":1,"data":{"exhibitors":{"ids":[3],"texts":["Booth B"]}}}',
        { state: { exhibitors: { ids: [3], texts: ['Booth B'] } }, originalIds: {}, aside: [] },
      ],
      [
        '{"version":2,"data":{"shown":{"exhibitors":{"ids":[3],"texts":["Booth B"],"originalIds":["exh-3"]}},' +
          '"aside":[{"dataType":"exhibitors","id":4,"originalId":"exh-4","text":"Booth C"}]}}',
        {
          state: { exhibitors: { ids: [3], texts: ['Booth B'] } },
          originalIds: { exhibitors: { 3: 'exh-3' } },
          aside: [{ dataType: 'exhibitors', id: 4, originalId: 'exh-4', value: 'Booth C' }],
        },
      ],
    ],
    damaged: [
      '{',
      '{"exhibitors":{"ids":[3],"texts":["x"]}}',
      '{"version":1,"data":7}',
      '{"version":2,"data":7}',
    ],
    value: {
      state: { events: { ids: [5], texts: ['Ask about pricing'] } },
      originalIds: { events: { 5: 'talk-5' } },
      aside: [{ dataType: 'events', id: 6, originalId: 'talk-6', value: 'Slides?' }],
    },
  },
  calendarFeed: {
    shape: STORED_SHAPES.calendarFeed,
    stored: [],
    damaged: ['{', '{"version":1,"data":{"id":"x"}}'],
    value: null,
  },
  favoritePositions: {
    shape: STORED_SHAPES.favoritePositions,
    stored: [['[]', []]],
    damaged: ['{', '{"version":1,"data":7}'],
    value: [],
  },
  syncedFavorites: {
    shape: STORED_SHAPES.syncedFavorites,
    stored: [
      [
        '{"version":1,"data":{"entries":[{"id":3,"dataType":"events","action":"create","timestamp":5}],"pending":[]}}',
        { entries: [{ id: 3, dataType: 'events', action: 'create', timestamp: 5 }], pending: [] },
      ],
    ],
    damaged: ['{', '{"version":2,"data":{}}', '{"version":1,"data":7}'],
    value: { entries: [], pending: [{ id: 4, dataType: 'exhibitors', action: 'delete', timestamp: 9 }] },
  },
  syncedPositions: {
    shape: STORED_SHAPES.syncedPositions,
    stored: [
      [
        '{"version":1,"data":{"entries":[{"id":"pos-1","action":"delete","timestamp":5},{"id":"","action":"delete","timestamp":5}],"pending":[]}}',
        { entries: [{ id: 'pos-1', action: 'delete', timestamp: 5 }], pending: [] },
      ],
    ],
    damaged: ['{', '{"version":2,"data":{}}', '{"version":1,"data":7}'],
    value: {
      entries: [],
      pending: [
        {
          id: 'pos-2',
          action: 'create',
          timestamp: 9,
          position: {
            id: 'pos-2',
            title: 'Meeting point',
            places: [{ x: 1, y: 2, zone: 'hall-a', floor: 0 }],
            createdAt: 8,
          },
        },
      ],
    },
  },
  syncCode: {
    shape: STORED_SHAPES.syncCode,
    stored: [['{"version":1,"data":"000123456789"}', '000123456789']],
    damaged: ['000123456789', '{"version":1,"data":"12a"}', '{"version":1,"data":12}'],
    value: '123456789012',
  },
  personalShows: {
    shape: STORED_SHAPES.personalShows,
    stored: [
      [
        '{"version":1,"data":{"current":"show-a","aside":{"show-b":{"favorites":"{}","notes":7}}}}',
        { current: 'show-a', aside: { 'show-b': { favorites: '{}' } } },
      ],
    ],
    damaged: ['{', '{"version":1,"data":7}'],
    value: { current: 'show-b', aside: { 'show-a': { favorites: '{"version":3,"data":{}}' } } },
  },
  pmrStatus: {
    shape: STORED_SHAPES.pmrStatus,
    stored: [
      ['true', true],
      ['false', false],
      ['{"version":2,"data":true}', true],
    ],
    damaged: ['yes', '{"version":2,"data":"maybe"}'],
    value: true,
  },
  profile: {
    shape: STORED_SHAPES.profile,
    stored: [
      ['visitor', 'visitor'],
      ['"press"', 'press'],
      ['{"key":"press"}', 'press'],
      ['42', '42'],
      ['{"version":2,"data":"exhibitor"}', 'exhibitor'],
    ],
    damaged: ['', '  ', '{"key":3}', '[]', '{"version":2,"data":3}'],
    value: 'exhibitor',
  },
  deviceId: {
    shape: STORED_SHAPES.deviceId,
    stored: [['6f1c0a52-8a43-4c4e-9d55-1a2b3c4d5e6f', '6f1c0a52-8a43-4c4e-9d55-1a2b3c4d5e6f']],
    damaged: ['', '   '],
    value: 'b3d1e0f2-0000-4000-8000-000000000001',
  },
  profilePasses: {
    shape: STORED_SHAPES.profilePasses,
    stored: [
      [
        JSON.stringify({ version: 1, data: { exhibitor: { pass: PASS, expiresAt: 1_800_000_000_000 } } }),
        { exhibitor: { pass: PASS, expiresAt: 1_800_000_000_000 } },
      ],
      // A damaged entry is dropped, the others kept.
      [
        JSON.stringify({
          version: 1,
          data: { press: { pass: 'forged' }, exhibitor: { pass: PASS, expiresAt: 5 } },
        }),
        { exhibitor: { pass: PASS, expiresAt: 5 } },
      ],
    ],
    damaged: ['{"version":1,', JSON.stringify({ version: 2, data: {} }), '{"version":1,"data":[]}'],
    value: { press: { pass: PASS, expiresAt: 1_800_000_000_000 } },
  },
  scanDisclaimer: {
    shape: STORED_SHAPES.scanDisclaimer,
    stored: [
      ['true', true],
      ['{"version":2,"data":true}', true],
    ],
    damaged: ['1', '{"version":2,"data":"true!"}'],
    value: true,
  },
};

function storageWith(key: string, text: string | null): VersionedStorage {
  const store = new MemoryKeyValueStore();
  if (text !== null) store.set(key, text);
  return new VersionedStorage(store);
}

describe('stored shapes', () => {
  it('give every stored key one shape, under its own key', () => {
    const keys = Object.values(STORED_SHAPES).map((shape) => shape.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'lang',
        'loginToken',
        'profile',
        'pmr-status',
        'deviceId',
        'scanDisclaimerAccepted',
      ]),
    );
  });

  for (const [name, { shape, stored, damaged, value }] of Object.entries(cases)) {
    describe(`${name} ('${shape.key}', version ${shape.version})`, () => {
      it('reads nothing stored as empty', () => {
        expect(storageWith(shape.key, null).read(shape)).toEqual(shape.empty);
      });

      for (const [text, expected] of stored) {
        it(`upgrades what an installed app stored: ${text.slice(0, 60)}`, () => {
          expect(storageWith(shape.key, text).read(shape)).toEqual(expected);
        });
      }

      for (const text of damaged) {
        it(`reads a damaged value as empty: ${JSON.stringify(text)}`, () => {
          expect(storageWith(shape.key, text).read(shape)).toEqual(shape.empty);
        });
      }

      it('reads back what it writes', () => {
        const storage = storageWith(shape.key, null);
        storage.write(shape, value);
        expect(storage.read(shape)).toEqual(value);
      });
    });
  }
});

describe('stored formats', () => {
  it('keep the session and the device id in the bare format other programs read', () => {
    const store = new MemoryKeyValueStore();
    const storage = new VersionedStorage(store);
    storage.write(STORED_SHAPES.loginToken, { token: 'abc', expiry: null });
    storage.write(STORED_SHAPES.deviceId, 'device-1');
    expect(JSON.parse(store.get('loginToken') ?? '')).toEqual({ token: 'abc', expiry: null });
    expect(store.get('deviceId')).toBe('device-1');
  });

  it('write the app-only keys in the versioned envelope', () => {
    const store = new MemoryKeyValueStore();
    const storage = new VersionedStorage(store);
    storage.write(STORED_SHAPES.profile, 'visitor');
    storage.write(STORED_SHAPES.lang, 'en');
    expect(JSON.parse(store.get('profile') ?? '')).toEqual({ version: 2, data: 'visitor' });
    expect(JSON.parse(store.get('lang') ?? '')).toEqual({ version: 2, data: 'en' });
  });
});
