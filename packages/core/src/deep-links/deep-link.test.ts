import { describe, expect, it } from 'vitest';
import { deepLinkRoute, parseDeepLink } from './deep-link.js';

const detailPageOf = (type: string) =>
  type === 'exhibitors' ? 'exhibitor' : type === 'events' ? 'event' : undefined;

describe('parseDeepLink', () => {
  it('opens a page with its props', () => {
    const link = parseDeepLink({ action: 'page', page: 'list', props: { type: 'exhibitor' } });
    expect(link && deepLinkRoute(link, detailPageOf)).toEqual({
      pageKey: 'list',
      props: { type: 'exhibitor' },
    });
  });

  it('opens home with the poll of the notification, from JSON text too', () => {
    const link = parseDeepLink('{"action":"home","pollId":"42"}');
    expect(link).toEqual({ action: 'home', pollId: 42 });
    expect(link && deepLinkRoute(link, detailPageOf)).toEqual({ pageKey: 'home', props: { pollId: 42 } });
  });

  it('opens the indoor map, the outdoor map and the inbox', () => {
    const map = parseDeepLink({ action: 'mobigeo', options: { poi: 'B12' } });
    expect(map && deepLinkRoute(map, detailPageOf)).toEqual({ pageKey: 'mobigeo', props: { poi: 'B12' } });
    const outdoor = parseDeepLink({ action: 'googleMap' });
    expect(outdoor && deepLinkRoute(outdoor, detailPageOf)?.pageKey).toBe('googleMap');
    const inbox = parseDeepLink({ action: 'inbox' });
    expect(inbox && deepLinkRoute(inbox, detailPageOf)).toEqual({ pageKey: 'inbox', props: {} });
  });

  it('opens an item named by type, original id and options', () => {
    const link = parseDeepLink('events/EV%2F7/{"tab":"speakers"}');
    expect(link).toEqual({
      action: 'item',
      dataType: 'events',
      originalId: 'EV/7',
      options: { tab: 'speakers' },
    });
    expect(link && deepLinkRoute(link, detailPageOf)).toEqual({
      pageKey: 'event',
      props: { tab: 'speakers', id: 'EV/7' },
    });
    expect(parseDeepLink('exhibitors/EX-1/lang=en')).toMatchObject({ options: { lang: 'en' } });
  });

  it('refuses unknown actions, pages and types, and items without an id', () => {
    expect(parseDeepLink({ action: 'launchRocket' })).toBeNull();
    expect(parseDeepLink({ action: 'page', page: 'nowhere' })).toBeNull();
    expect(parseDeepLink('spaceship/12')).toBeNull();
    expect(parseDeepLink('exhibitors/')).toBeNull();
    expect(parseDeepLink('{broken')).toBeNull();
    expect(parseDeepLink(12)).toBeNull();
  });
});
