import type { FeatureFlag, PublishedDataType, ShowConfig, SourceItem } from '@showfloor/core';
import { FEATURE_FLAGS } from '@showfloor/core';

/** A small item with a bilingual title; `overrides` replace fields or add refs. */
export function sourceItem(
  type: PublishedDataType,
  originalId: string,
  overrides: Partial<Pick<SourceItem, 'fields' | 'refs'>> = {},
): SourceItem {
  const item: SourceItem = {
    type,
    original_id: originalId,
    fields: {
      title: { $t: { fr: `${type} ${originalId} (fr)`, en: `${type} ${originalId} (en)` } },
      ...overrides.fields,
    },
  };
  if (overrides.refs) item.refs = overrides.refs;
  return item;
}

/** A small show: two exhibitor categories, three exhibitors, a place and an event. */
export function smallCatalog(): SourceItem[] {
  return [
    sourceItem('exhibitor_categories', 'cat-1'),
    sourceItem('exhibitor_categories', 'cat-2', {
      refs: { parent: { type: 'exhibitor_categories', ids: ['cat-1'] } },
    }),
    sourceItem('places', 'hall-1'),
    sourceItem('exhibitors', 'exh-1', {
      fields: { logo_file_name: 'logos/exh-1.svg', lump: { rank: 1 } },
      refs: {
        cats: { type: 'exhibitor_categories', ids: ['cat-2'] },
        places: { type: 'places', ids: ['hall-1'] },
      },
    }),
    sourceItem('exhibitors', 'exh-2', { refs: { cats: { type: 'exhibitor_categories', ids: ['cat-1'] } } }),
    sourceItem('exhibitors', 'exh-3'),
    sourceItem('events', 'evt-1', {
      fields: { start_date: '2026-11-21T09:30:00+01:00', start_time: '9h30' },
      refs: { exhibitor: { type: 'exhibitors', ids: ['exh-1'] } },
    }),
  ];
}

export function showConfigFixture(overrides: Partial<ShowConfig> = {}): ShowConfig {
  return {
    name: { fr: 'Salon de test', en: 'Test show' },
    startDate: '2026-11-21',
    endDate: '2026-11-23',
    timeZone: 'Europe/Paris',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    features: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, flag === 'map'])) as Record<
      FeatureFlag,
      boolean
    >,
    profiles: [{ key: 'default', title: { fr: 'Visiteur', en: 'Visitor' } }],
    autoUpdate: false,
    appVersion: '2.0.1',
    ads: [],
    socialmedia: {},
    polls: {},
    ...overrides,
  };
}
