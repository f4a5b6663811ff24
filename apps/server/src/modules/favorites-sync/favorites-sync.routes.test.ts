import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  ACCOUNT_SUBJECT,
  codeSyncSubject,
  FAVORITES_SYNC_TOKEN_MAX_AGE_MS,
  type FavoritePosition,
  type FavoritesSyncKeyResponse,
  GET_CODE_SUBJECT,
  type SyncedFavoriteEntry,
  type SyncedPositionEntry,
  type SynchronizedFavoritesEvent,
} from '@showfloor/core';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptSyncToken } from '../../testing/sync-tokens.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { createAccountsServices } from '../accounts/index.js';
import { registerFavoritesSyncModule } from './register-favorites-sync-module.js';
import { FAVORITES_SYNC_KEY_FILE } from './sync-keys.js';

const START = Date.parse('2026-11-21T09:00:00Z');
const entry = (id: number, action: 'create' | 'delete', timestamp: number): SyncedFavoriteEntry => ({
  id,
  dataType: 'events',
  action,
  timestamp,
});

const nonce = () => crypto.randomUUID();

const spot = (id: string, title: string): FavoritePosition => ({
  id,
  title,
  places: [{ x: 41.2, y: 7.5, zone: 'hall-2', floor: 1, unitId: 'booth-2-114' }],
  createdAt: START - 60_000,
});
const saved = (id: string, title: string, timestamp: number): SyncedPositionEntry => ({
  id,
  action: 'create',
  timestamp,
  position: spot(id, title),
});

for (const driver of TEST_DRIVERS) {
  describe(`favorites sync on ${driver}`, () => {
    let test: TestApp;
    let now: number;
    let publicKey: string;
    let synced: { subject: string; event: SynchronizedFavoritesEvent }[];

    beforeEach(async () => {
      now = START;
      synced = [];
      test = await openTestApp(
        driver,
        {},
        {
          favoritesSync: {
            now: () => now,
            limits: { codesPerAddress: 3, perSubject: 6 },
            onSynced: (subject, event) => synced.push({ subject, event }),
          },
        },
      );
      const key = await test.app.inject({ url: '/sync/key' });
      expect(key.statusCode).toBe(200);
      publicKey = key.json<FavoritesSyncKeyResponse>().publicKey;
    });
    afterEach(async () => {
      await test.close();
    });

    const token = (subject: string, value: string = nonce(), timestamp = now) =>
      encryptSyncToken(publicKey, { subject, value, timestamp, nonce: nonce() });
    const post = async (payload: object, url = '/sync') => test.app.inject({ method: 'POST', url, payload });
    async function newCode(): Promise<string> {
      const response = await post({ token: await token(GET_CODE_SUBJECT), favorites: [] });
      expect(response.statusCode).toBe(200);
      return response.json<{ code: string }>().code;
    }
    const syncCode = async (code: string, favorites: SyncedFavoriteEntry[]) =>
      post({ token: await token(codeSyncSubject(code)), favorites });

    it('keeps its private key in DATA_DIR for the owner only, and publishes only the public key', async () => {
      const file = await stat(path.join(test.dataDir, FAVORITES_SYNC_KEY_FILE));
      expect(file.mode & 0o777).toBe(0o600);
      const key = await test.app.inject({ url: '/sync/key' });
      expect(key.body).not.toContain('PRIVATE');
      expect(key.json()).toEqual({ publicKey, algorithm: 'RSA-OAEP-256' });
    });

    it('gives a 12-digit code, and merges what two devices holding it send', async () => {
      const code = await newCode();
      expect(code).toMatch(/^\d{12}$/);
      const fromA = await syncCode(code, [entry(1, 'create', START - 10), entry(2, 'create', START - 10)]);
      expect(fromA.json()).toEqual({
        positions: [],
        favorites: [entry(1, 'create', START - 10), entry(2, 'create', START - 10)],
      });
      // B has an older create of 1 and a newer delete of 2: the merge keeps the latest of each.
      const fromB = await syncCode(code, [entry(1, 'create', START - 50), entry(2, 'delete', START - 5)]);
      expect(fromB.json()).toEqual({
        positions: [],
        favorites: [entry(1, 'create', START - 10), entry(2, 'delete', START - 5)],
      });
      const backOnA = await syncCode(code, []);
      expect(backOnA.json()).toEqual(fromB.json());
      expect(synced.at(-1)).toEqual({
        subject: codeSyncSubject(code),
        event: { entries: fromB.json().favorites, positions: [] },
      });
    });

    it('merges the map’s favourite positions of two devices, and forgets them with a revoked code', async () => {
      const code = await newCode();
      const fromA = await post({
        token: await token(codeSyncSubject(code)),
        positions: [saved('meet', 'Meeting point', START - 10), saved('lunch', 'Lunch', START - 10)],
      });
      expect(fromA.statusCode).toBe(200);
      expect(fromA.json().positions).toEqual([
        saved('lunch', 'Lunch', START - 10),
        saved('meet', 'Meeting point', START - 10),
      ]);
      // B renamed the meeting point later, and removed lunch later still: both win.
      const fromB = await post({
        token: await token(codeSyncSubject(code)),
        positions: [
          saved('meet', 'Our stand', START - 5),
          { id: 'lunch', action: 'delete', timestamp: START - 1 },
          // An older save of lunch, replayed: the delete stays.
          saved('lunch', 'Lunch', START - 20),
        ],
      });
      const merged = [
        { id: 'lunch', action: 'delete', timestamp: START - 1 },
        saved('meet', 'Our stand', START - 5),
      ];
      expect(fromB.json()).toEqual({ favorites: [], positions: merged });
      expect((await syncCode(code, [])).json().positions).toEqual(merged);
      expect(synced.at(-1)?.event.positions).toEqual(merged);
      await post({ token: await token(codeSyncSubject(code)) }, '/sync/revoke');
      expect((await syncCode(code, [])).json()).toEqual({ error: 'code' });
    });

    it('refuses a position entry without its position, or with another id, naming the field', async () => {
      const code = await newCode();
      const missing = await post({
        token: await token(codeSyncSubject(code)),
        positions: [{ id: 'meet', action: 'create', timestamp: START }],
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'positions.0.position' });
      const untitled = await post({
        token: await token(codeSyncSubject(code)),
        positions: [{ ...saved('meet', 'x', START), position: { ...spot('meet', 'x'), title: '  ' } }],
      });
      expect(untitled.json()).toMatchObject({ field: 'positions.0.position.title' });
      expect((await syncCode(code, [])).json()).toEqual({ favorites: [], positions: [] });
    });

    it('answers {error: "code"} for an unknown code and for a revoked one, whose favorites are gone', async () => {
      const unknown = await syncCode('123456789012', [entry(1, 'create', START)]);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ error: 'code' });
      const code = await newCode();
      await syncCode(code, [entry(3, 'create', START)]);
      const revoked = await post({ token: await token(codeSyncSubject(code)) }, '/sync/revoke');
      expect(revoked.statusCode).toBe(204);
      expect((await syncCode(code, [])).json()).toEqual({ error: 'code' });
      const stranger = await newCode();
      expect((await syncCode(stranger, [])).json()).toEqual({ positions: [], favorites: [] });
      const notACode = await post({ token: await token(GET_CODE_SUBJECT) }, '/sync/revoke');
      expect(notACode.statusCode).toBe(400);
      expect(notACode.json()).toMatchObject({ error: 'NOT_A_CODE', field: 'token' });
    });

    it('refuses stale tokens, tokens from the future, and replays of a token', async () => {
      const code = await newCode();
      const stale = await post({
        token: await token(codeSyncSubject(code), nonce(), now - FAVORITES_SYNC_TOKEN_MAX_AGE_MS - 1),
        favorites: [],
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ error: 'TOKEN_STALE', field: 'token' });
      const ahead = await post({
        token: await token(codeSyncSubject(code), nonce(), now + FAVORITES_SYNC_TOKEN_MAX_AGE_MS + 1),
        favorites: [],
      });
      expect(ahead.json()).toMatchObject({ error: 'TOKEN_STALE' });
      const value = nonce();
      const payload = { subject: codeSyncSubject(code), value, timestamp: now, nonce: nonce() };
      const first = await encryptSyncToken(publicKey, payload);
      expect((await post({ token: first, favorites: [entry(1, 'create', START)] })).statusCode).toBe(200);
      const replay = await post({ token: first, favorites: [entry(1, 'delete', START + 1)] });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ error: 'TOKEN_REPLAYED', field: 'token' });
      // The same payload encrypted again is the same token (OAEP is randomised, the payload is not).
      const reEncrypted = await encryptSyncToken(publicKey, payload);
      expect((await post({ token: reEncrypted, favorites: [] })).statusCode).toBe(409);
      // Nothing of the refused calls was written.
      expect((await syncCode(code, [])).json()).toEqual({
        positions: [],
        favorites: [entry(1, 'create', START)],
      });
      // Past its age the digest is purged, and the token is refused as stale instead.
      now += FAVORITES_SYNC_TOKEN_MAX_AGE_MS + 2;
      expect((await post({ token: first, favorites: [] })).json()).toMatchObject({ error: 'TOKEN_STALE' });
    });

    it('answers 400 naming the field for malformed requests and undecipherable tokens', async () => {
      const code = await newCode();
      const badAction = await post({
        token: await token(codeSyncSubject(code)),
        favorites: [{ id: 1, dataType: 'events', action: 'toggle', timestamp: START }],
      });
      expect(badAction.statusCode).toBe(400);
      expect(badAction.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'favorites.0.action' });
      const badType = await post({
        token: await token(codeSyncSubject(code)),
        favorites: [{ id: 1, dataType: 'nope', action: 'create', timestamp: START }],
      });
      expect(badType.json()).toMatchObject({ field: 'favorites.0.dataType' });
      const noToken = await post({ favorites: [] });
      expect(noToken.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'token' });
      const garbage = await post({ token: Buffer.from('not encrypted').toString('base64'), favorites: [] });
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json()).toMatchObject({ error: 'TOKEN_UNREADABLE', field: 'token' });
      const badSubject = await post({ token: await token('code:42'), favorites: [] });
      expect(badSubject.json()).toMatchObject({ error: 'TOKEN_UNREADABLE', field: 'token' });
      expect((await syncCode(code, [])).json()).toEqual({ positions: [], favorites: [] });
    });

    it('limits code requests per address and syncs per code', async () => {
      await newCode();
      const code = await newCode();
      await newCode();
      const fourth = await post({ token: await token(GET_CODE_SUBJECT), favorites: [] });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
      const answers: number[] = [];
      for (let call = 0; call < 7; call += 1) answers.push((await syncCode(code, [])).statusCode);
      expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
    });

    it('in login mode, keeps each account’s favorites to its own session', async () => {
      const { accounts } = createAccountsServices(test.handle.db, { sessionHours: 1 });
      await accounts.createAccount({ login: 'alice@example.org', password: 'correct horse battery' });
      await accounts.createAccount({ login: 'bob@example.org', password: 'correct horse battery' });
      const login = async (name: string) => {
        const response = await test.app.inject({
          method: 'POST',
          url: '/login.htm',
          payload: { login: name, password: 'correct horse battery' },
        });
        return response.json<{ datas: { token: string } }>().datas.token;
      };
      const alice = await login('alice@example.org');
      const bob = await login('bob@example.org');
      const asAlice = await post({
        token: await token(ACCOUNT_SUBJECT, alice),
        favorites: [entry(7, 'create', START)],
      });
      expect(asAlice.json()).toEqual({ positions: [], favorites: [entry(7, 'create', START)] });
      expect(synced.at(-1)?.subject).toMatch(/^user:\d+$/);
      const asBob = await post({ token: await token(ACCOUNT_SUBJECT, bob), favorites: [] });
      expect(asBob.json()).toEqual({ positions: [], favorites: [] });
      const noSession = await post({ token: await token(ACCOUNT_SUBJECT, 'x'.repeat(43)), favorites: [] });
      expect(noSession.statusCode).toBe(401);
      expect(noSession.json()).toMatchObject({ error: 'UNAUTHENTICATED', field: 'token' });
      const aliceAgain = await post({ token: await token(ACCOUNT_SUBJECT, alice), favorites: [] });
      expect(aliceAgain.json()).toEqual({ positions: [], favorites: [entry(7, 'create', START)] });
    });
  });
}

describe('verifySyncSubject', () => {
  it('names the subject of a live code’s token without consuming it, and nothing else', async () => {
    const test = await openTestApp('pglite');
    const app = Fastify();
    try {
      const { verifySyncSubject } = await registerFavoritesSyncModule(app, test.handle.db, {
        dataDir: test.dataDir,
        sessions: async () => undefined,
      });
      const publicKey = (await test.app.inject({ url: '/sync/key' })).json<FavoritesSyncKeyResponse>()
        .publicKey;
      const make = (subject: string) =>
        encryptSyncToken(publicKey, { subject, value: nonce(), timestamp: Date.now() });
      const codeAnswer = await test.app.inject({
        method: 'POST',
        url: '/sync',
        payload: { token: await make(GET_CODE_SUBJECT), favorites: [] },
      });
      const { code } = codeAnswer.json<{ code: string }>();
      const live = await make(codeSyncSubject(code));
      expect(await verifySyncSubject(live)).toBe(codeSyncSubject(code));
      expect(await verifySyncSubject(live)).toBe(codeSyncSubject(code));
      const sent = await test.app.inject({
        method: 'POST',
        url: '/sync',
        payload: { token: live, favorites: [] },
      });
      expect(sent.statusCode).toBe(200);
      expect(await verifySyncSubject(await make(codeSyncSubject('999999999999')))).toBeNull();
      expect(await verifySyncSubject(await make(GET_CODE_SUBJECT))).toBeNull();
      expect(await verifySyncSubject(await make(ACCOUNT_SUBJECT))).toBeNull();
      expect(await verifySyncSubject('not-a-token')).toBeNull();
    } finally {
      await app.close();
      await test.close();
    }
  });
});

describe('favorites sync rate limits from the environment', () => {
  it('answers 429 past SYNC_SUBJECT_RATE_LIMIT syncs of one code, and takes SYNC_RATE_LIMIT calls of one address', async () => {
    const test = await openTestApp('pglite', { SYNC_RATE_LIMIT: '4', SYNC_SUBJECT_RATE_LIMIT: '2' });
    try {
      const publicKey = (await test.app.inject({ url: '/sync/key' })).json<FavoritesSyncKeyResponse>()
        .publicKey;
      const make = (subject: string) =>
        encryptSyncToken(publicKey, { subject, value: nonce(), timestamp: Date.now(), nonce: nonce() });
      const post = async (subject: string) =>
        test.app.inject({
          method: 'POST',
          url: '/sync',
          payload: { token: await make(subject), favorites: [] },
        });
      const { code } = (await post(GET_CODE_SUBJECT)).json<{ code: string }>();
      const subject = codeSyncSubject(code);
      expect((await post(subject)).statusCode).toBe(200);
      expect((await post(subject)).statusCode).toBe(200);
      const third = await post(subject);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', field: 'token' });
      // The fifth call of this address in the minute, whatever it asks.
      expect((await post(GET_CODE_SUBJECT)).statusCode).toBe(429);
    } finally {
      await test.close();
    }
  });
});
