import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_SCHEMAS, liveHandshakeSchema } from './live-events.js';

describe('live event payloads', () => {
  it('reads the favorites of a sync subject', () => {
    const payload = {
      entries: [{ id: 12, dataType: 'exhibitors', action: 'create', timestamp: 1_700_000_000_000 }],
    };
    expect(LIVE_EVENT_SCHEMAS.synchronizedFavorites.parse(payload)).toEqual(payload);
    const wrong = LIVE_EVENT_SCHEMAS.synchronizedFavorites.safeParse({
      entries: [{ id: 12, dataType: 'exhibitors', action: 'toggle', timestamp: 1 }],
    });
    expect(wrong.error?.issues[0]?.path).toEqual(['entries', 0, 'action']);
  });

  it('reads an inbox message as Web Push carries it', () => {
    const message = { id: 'm1', date: '2026-11-28T09:00:00.000Z', title: 'Doors open', content: 'Welcome' };
    expect(LIVE_EVENT_SCHEMAS.inboxMessage.parse(message)).toEqual(message);
    expect(LIVE_EVENT_SCHEMAS.inboxMessage.safeParse({ ...message, title: '' }).success).toBe(false);
  });

  it('reads a published version number', () => {
    expect(LIVE_EVENT_SCHEMAS.dataVersion.parse({ version: 7 })).toEqual({ version: 7 });
    expect(LIVE_EVENT_SCHEMAS.dataVersion.safeParse({ version: 0 }).error?.issues[0]?.path).toEqual([
      'version',
    ]);
  });

  it('accepts a known profile on the handshake and refuses another', () => {
    expect(liveHandshakeSchema.parse({})).toEqual({});
    expect(liveHandshakeSchema.safeParse({ profile: 'nobody' }).error?.issues[0]?.path).toEqual(['profile']);
  });
});
