import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SUBJECT,
  codeSyncSubject,
  favoritesSyncRequestSchema,
  favoritesSyncResponseSchema,
  syncTokenPayloadSchema,
  userSyncSubject,
} from './favorites-sync-protocol.js';

describe('favorites sync protocol', () => {
  it('reads the three subjects a token may carry, and nothing else', () => {
    const token = (subject: string) => ({ subject, value: 'n'.repeat(22), timestamp: 1 });
    expect(syncTokenPayloadSchema.safeParse(token('get_code')).success).toBe(true);
    expect(syncTokenPayloadSchema.safeParse(token(codeSyncSubject('123456789012'))).success).toBe(true);
    expect(syncTokenPayloadSchema.safeParse(token(ACCOUNT_SUBJECT)).success).toBe(true);
    expect(syncTokenPayloadSchema.safeParse(token('code:12345')).success).toBe(false);
    // An account is never named by the device: its session token says whose favorites these are.
    expect(syncTokenPayloadSchema.safeParse(token(userSyncSubject(42))).success).toBe(false);
    expect(syncTokenPayloadSchema.safeParse({ ...token('get_code'), value: 'short' }).success).toBe(false);
  });

  it('names the field of a malformed entry', () => {
    const parsed = favoritesSyncRequestSchema.safeParse({
      token: 'abc=',
      favorites: [{ id: 1, dataType: 'events', action: 'toggle', timestamp: 1 }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['favorites', 0, 'action']);
  });

  it('reads the three answers', () => {
    expect(favoritesSyncResponseSchema.safeParse({ favorites: [] }).success).toBe(true);
    expect(favoritesSyncResponseSchema.safeParse({ code: '000000000001' }).success).toBe(true);
    expect(favoritesSyncResponseSchema.safeParse({ error: 'code' }).success).toBe(true);
    expect(favoritesSyncResponseSchema.safeParse({ error: 'other' }).success).toBe(false);
  });
});
