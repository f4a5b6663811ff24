import { describe, expect, it } from 'vitest';
import { defaultShowConfig } from './default-show-config.js';
import { type ShowConfig, showConfigSchema, showHolds } from './show-config.js';

const FOSDEM = {
  title: 'FOSDEM 2025',
  fileName: 'fosdem-2025-schedule.xml',
  days: ['2025-02-02', '2025-02-01'],
  timeZone: 'Europe/Brussels',
  languages: [],
};

describe('the show configuration derived from an imported programme', () => {
  it("names the show after the programme and spans its days, in the programme's time zone", () => {
    const config = defaultShowConfig(FOSDEM, { hasEvents: true, hasVenue: false });
    expect(config.name).toEqual({ fr: 'FOSDEM 2025', en: 'FOSDEM 2025' });
    expect([config.startDate, config.endDate]).toEqual(['2025-02-01', '2025-02-02']);
    expect(config.timeZone).toBe('Europe/Brussels');
  });

  it('is a configuration the app accepts, with one profile and no login', () => {
    const config = defaultShowConfig(FOSDEM, { hasEvents: true, hasVenue: false });
    expect(showConfigSchema.parse(config)).toEqual(config);
    expect(config.profiles.map((profile) => profile.key)).toEqual(['default']);
    expect(config.features.login).toBeUndefined();
  });

  it('offers the synoptic agenda when there are events, and the map only with a venue', () => {
    expect(defaultShowConfig(FOSDEM, { hasEvents: true, hasVenue: false }).features).toMatchObject({
      synopticAgenda: true,
      notes: true,
      share: true,
    });
    expect(defaultShowConfig(FOSDEM, { hasEvents: true, hasVenue: false }).features.map).toBeUndefined();
    expect(defaultShowConfig(FOSDEM, { hasEvents: true, hasVenue: true }).features.map).toBe(true);
  });

  it('speaks French first when the programme is in French, English otherwise', () => {
    const french = defaultShowConfig({ ...FOSDEM, languages: ['fr'] }, { hasEvents: true, hasVenue: false });
    expect(french.defaultLanguage).toBe('fr');
    const german = defaultShowConfig({ ...FOSDEM, languages: ['de'] }, { hasEvents: true, hasVenue: false });
    expect(german.defaultLanguage).toBe('en');
    expect(german.languages).toEqual(['en', 'fr']);
  });

  it('falls back on the file name and UTC when the programme names neither a title nor a valid zone', () => {
    const config = defaultShowConfig(
      { fileName: 'schedule.xml', days: ['2020-12-14'], timeZone: 'Mars/Olympus', languages: [] },
      { hasEvents: true, hasVenue: false },
    );
    expect(config.name.en).toBe('schedule.xml');
    expect(config.timeZone).toBe('UTC');
    expect([config.startDate, config.endDate]).toEqual(['2020-12-14', '2020-12-14']);
  });
});

describe('what the published show holds', () => {
  const config = defaultShowConfig(FOSDEM, { hasEvents: true, hasVenue: false });

  it('holds only the types its publish listed', () => {
    const published: ShowConfig = { ...config, publishedTypes: ['events', 'speakers'] };
    expect(showHolds(published, 'events')).toBe(true);
    expect(showHolds(published, 'exhibitors')).toBe(false);
  });

  it('holds everything when an older back office does not say', () => {
    expect(showHolds(config, 'exhibitors')).toBe(true);
    expect(showHolds(undefined, 'exhibitors')).toBe(true);
  });
});
