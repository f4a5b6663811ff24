import {
  CALENDAR_FEEDS_PATH,
  type CalendarFeed,
  type CalendarFeedEvents,
  calendarFeedSchema,
} from '@showfloor/core';
import type { ApiClient } from './api-client.js';

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const PATH = CALENDAR_FEEDS_PATH.replace(/^\//, '');

/** The feed is gone on the server (deleted, or never known): the device should forget it. */
export class CalendarFeedGoneError extends Error {
  constructor() {
    super('calendar feed gone');
    this.name = 'CalendarFeedGoneError';
  }
}

function feedOf(status: number, body: unknown, expected: number): CalendarFeed {
  if (status === 404 || status === 403) throw new CalendarFeedGoneError();
  const parsed = calendarFeedSchema.safeParse(body);
  if (status !== expected || !parsed.success) throw new Error(`calendar feed: unexpected answer ${status}`);
  return parsed.data;
}

/**
 * The calendar subscription calls (docs/protocol.md "Calendar subscriptions") over the app's one
 * API client. Network failures are the client's NetworkErrors; a feed the server no longer has is a
 * CalendarFeedGoneError.
 */
export class CalendarFeedApi {
  constructor(private readonly api: ApiClient) {}

  async create(request: CalendarFeedEvents): Promise<CalendarFeed> {
    const answer = await this.api.exchangeJson(PATH, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(request),
    });
    return feedOf(answer.status, answer.body, 201);
  }

  async update(feed: { id: string; key: string }, request: CalendarFeedEvents): Promise<CalendarFeed> {
    const answer = await this.api.exchangeJson(`${PATH}/${feed.id}`, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ key: feed.key, ...request }),
    });
    return feedOf(answer.status, answer.body, 200);
  }

  async remove(feed: { id: string; key: string }): Promise<void> {
    const answer = await this.api.exchangeJson(`${PATH}/${feed.id}`, {
      method: 'DELETE',
      headers: JSON_HEADERS,
      body: JSON.stringify({ key: feed.key }),
    });
    if (answer.status === 204 || answer.status === 404 || answer.status === 403) return;
    throw new Error(`calendar feed: unexpected answer ${answer.status}`);
  }
}
