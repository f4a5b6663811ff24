import { describe, expect, it } from 'vitest';
import { readStoredCalendarFeed } from './calendar-feed-shape.js';

const feed = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  key: 'secret-key',
  url: 'https://show.example/calendars/AbCdEfGhIjKlMnOpQrStUv.ics',
  language: 'fr',
  events: ['evt-1', 'evt-2'],
};

describe('the stored calendar subscription', () => {
  it('reads version 1 as written', () => {
    expect(readStoredCalendarFeed({ version: 1, data: feed })).toEqual(feed);
    expect(readStoredCalendarFeed({ version: 1, data: null })).toBeNull();
  });

  it('reads a damaged or unknown value as no subscription, so the user can subscribe again', () => {
    expect(readStoredCalendarFeed({ version: 2, data: feed })).toBeNull();
    expect(readStoredCalendarFeed({ version: 1, data: { ...feed, id: '../../etc' } })).toBeNull();
    expect(readStoredCalendarFeed({ version: 1, data: { ...feed, language: 'de' } })).toBeNull();
    expect(readStoredCalendarFeed('garbage')).toBeNull();
  });

  it('drops event ids that are not strings', () => {
    expect(
      readStoredCalendarFeed({ version: 1, data: { ...feed, events: ['evt-1', 7, null] } })?.events,
    ).toEqual(['evt-1']);
  });
});
