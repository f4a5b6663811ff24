import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../platform/network/index.js';
import { MemoryKeyValueStore, VersionedStorage } from '../../platform/storage/index.js';
import { AccountSession } from './account-session.js';

const NOW = Date.UTC(2026, 5, 1, 9, 0, 0);
const PROFILE = {
  id: 7,
  firstName: 'Valérie',
  lastName: 'Visiteur',
  login: 'visitor@demo.showfloor.test',
  email: 'visitor@demo.showfloor.test',
  phone: '+33 1 23 45 67 89',
  position: 'Buyer',
};

type Answer = { status: number; body: unknown } | 'offline';

/** A back office answering each path from a table, recording the calls. */
function backOffice(answers: Record<string, Answer>) {
  const calls: { path: string; authorization: string | null }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.slice(1);
    calls.push({ path, authorization: new Headers(init?.headers).get('Authorization') });
    const answer = answers[path];
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { calls, api: new ApiClient({ baseUrl: 'https://show.example', fetch: fetchImpl, now: () => NOW }) };
}

/** Timers that run only when the test moves the clock. */
function fakeTimers() {
  let clock = NOW;
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => clock,
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        pending.set(next, { at: clock + ms, run });
        return next++;
      },
      clearTimeout: (handle: unknown) => {
        pending.delete(handle as number);
      },
    },
    pendingCount: () => pending.size,
    async advance(ms: number) {
      clock += ms;
      for (const [handle, timer] of [...pending]) {
        if (timer.at > clock) continue;
        pending.delete(handle);
        timer.run();
      }
      // Lets the renewal's call and its answer settle (a real task: the answer's body is read async).
      for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function setup(
  answers: Record<string, Answer>,
  store = new MemoryKeyValueStore(),
  autologinDelay: unknown = undefined,
) {
  const { api, calls } = backOffice(answers);
  const notified: string[] = [];
  const clock = fakeTimers();
  const session = new AccountSession({
    storage: new VersionedStorage(store),
    api,
    now: clock.now,
    notify: (message) => notified.push(message),
    autologinDelay: () => autologinDelay,
    timers: clock.timers,
  });
  return { session, store, calls, notified, clock };
}

const LOGIN_OK: Answer = {
  status: 200,
  body: {
    status: 'success',
    http_code: 200,
    datas: { token: 'tok-123', expiresAt: new Date(NOW + 3_600_000).toISOString(), profile: PROFILE },
  },
};
const UNAUTHENTICATED: Answer = {
  status: 401,
  body: { status: 'error', http_code: 401, error: 'AUTH_ERROR', message: 'Invalid or expired session' },
};

describe('account session', () => {
  it('asks to fill the fields without calling the back office', async () => {
    const { session, calls, notified } = setup({});
    await session.submit('visitor@demo.showfloor.test', '');
    expect(calls).toEqual([]);
    expect(notified).toEqual(['login.messages.fillFields']);
  });

  it('stores the token with its expiry, the username and the profile on success', async () => {
    const { session, store } = setup({ 'login.htm': LOGIN_OK });
    await session.submit('visitor@demo.showfloor.test', 'showfloor-demo');
    expect(session.getSnapshot().login.status).toBe('logged');
    expect(session.getSnapshot().profile?.firstName).toBe('Valérie');
    expect(JSON.parse(store.get('loginToken') ?? '')).toEqual({ token: 'tok-123', expiry: NOW + 3_600_000 });
    expect(JSON.parse(store.get('account') ?? '')).toEqual({ username: 'visitor@demo.showfloor.test' });
    expect(JSON.parse(store.get('userData') ?? '').id).toBe(7);
  });

  it('restores a stored session on the next start, and drops an expired one', async () => {
    const { store } = setup({ 'login.htm': LOGIN_OK });
    const first = setup({ 'login.htm': LOGIN_OK }, store);
    await first.session.submit('visitor@demo.showfloor.test', 'showfloor-demo');
    expect(setup({}, store).session.isLoggedIn()).toBe(true);
    const { api } = backOffice({});
    const later = new AccountSession({
      storage: new VersionedStorage(store),
      api,
      now: () => NOW + 7_200_000,
      notify: () => undefined,
    });
    expect(later.isLoggedIn()).toBe(false);
    expect(store.get('userData')).toBeNull();
  });

  it('shows badLogin when the back office refuses the login', async () => {
    const { session, notified, store } = setup({
      'login.htm': {
        status: 401,
        body: { status: 'error', http_code: 401, error: 'BAD_LOGIN', message: 'Wrong login or password' },
      },
    });
    await session.submit('visitor@demo.showfloor.test', 'wrong');
    expect(session.getSnapshot().login).toMatchObject({ status: 'error', error: 'badLogin' });
    expect(notified).toEqual(['login.messages.badLogin']);
    expect(store.get('loginToken')).toBeNull();
  });

  it('shows noNetwork when the back office cannot be reached', async () => {
    const { session, notified } = setup({ 'login.htm': 'offline' });
    await session.submit('visitor@demo.showfloor.test', 'showfloor-demo');
    expect(session.getSnapshot().login.status).toBe('idle');
    expect(notified).toEqual(['login.messages.noNetwork']);
  });

  it('sends the token and ends the session everywhere when a call answers 401', async () => {
    const { session, store, calls, notified } = setup({ 'login.htm': LOGIN_OK, 'me.htm': UNAUTHENTICATED });
    await session.submit('visitor@demo.showfloor.test', 'showfloor-demo');
    await expect(session.api.me()).rejects.toMatchObject({ code: 'AUTH_ERROR' });
    expect(calls.at(-1)).toEqual({ path: 'me.htm', authorization: 'Bearer tok-123' });
    expect(session.isLoggedIn()).toBe(false);
    expect(store.get('loginToken')).toBeNull();
    expect(notified).toContain('login.messages.invalidSession');
  });

  it('clears the token, username, user data and contacts on logout and tells the holders of participants', async () => {
    const { session, store, calls } = setup({
      'login.htm': LOGIN_OK,
      'logout.htm': { status: 200, body: { status: 'success', http_code: 200 } },
    });
    await session.submit('visitor@demo.showfloor.test', 'showfloor-demo');
    store.set('contacts', '[{"name":"x"}]');
    let cleared = 0;
    session.onCleared(() => {
      cleared += 1;
    });
    await session.logout();
    for (const key of ['loginToken', 'account', 'userData', 'contacts']) expect(store.get(key)).toBeNull();
    expect(cleared).toBe(1);
    expect(session.getSnapshot()).toMatchObject({ login: { status: 'idle' }, profile: null });
    expect(calls.at(-1)).toEqual({ path: 'logout.htm', authorization: 'Bearer tok-123' });
  });

  it('turns a token received in the address into the session, with the profile asked with it', async () => {
    const { session, store, calls } = setup({
      'me.htm': { status: 200, body: { status: 'success', http_code: 200, datas: PROFILE } },
    });
    let logins = 0;
    session.onLoggedIn(() => {
      logins += 1;
    });
    const adopting = session.adoptToken('sso-token');
    expect(session.getSnapshot().login.status).toBe('logging');
    await adopting;
    expect(calls).toEqual([{ path: 'me.htm', authorization: 'Bearer sso-token' }]);
    expect(session.isLoggedIn()).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ profile: { firstName: 'Valérie' }, isSso: true });
    expect(JSON.parse(store.get('loginToken') ?? '')).toEqual({ token: 'sso-token', expiry: null });
    expect(JSON.parse(store.get('account') ?? '')).toEqual({ username: PROFILE.login, sso: true });
    expect(logins).toBe(1);
  });

  it('keeps nothing of a token the back office does not know', async () => {
    const { session, store, notified } = setup({ 'me.htm': UNAUTHENTICATED });
    await session.adoptToken('forged');
    expect(session.isLoggedIn()).toBe(false);
    expect(store.get('loginToken')).toBeNull();
    expect(notified).toEqual(['login.messages.invalidSession']);
  });

  it('turns the SSO status off on logout, and stops the autologin', async () => {
    const { session, store, clock } = setup(
      {
        'me.htm': { status: 200, body: { status: 'success', http_code: 200, datas: PROFILE } },
        'logout.htm': { status: 200, body: { status: 'success', http_code: 200 } },
      },
      new MemoryKeyValueStore(),
      600,
    );
    await session.adoptToken('sso-token');
    expect(session.isAutologinRunning()).toBe(true);
    await session.logout();
    expect(session.getSnapshot().isSso).toBe(false);
    expect(store.get('account')).toBeNull();
    expect(session.isAutologinRunning()).toBe(false);
    expect(clock.pendingCount()).toBe(0);
  });

  it('renews the session each configured delay once logged in, with the fresh profile', async () => {
    let profile = PROFILE;
    const { session, calls, clock } = setup(
      {
        'login.htm': LOGIN_OK,
        get 'me.htm'(): Answer {
          return { status: 200, body: { status: 'success', http_code: 200, datas: profile } };
        },
      },
      new MemoryKeyValueStore(),
      600,
    );
    await session.submit('visitor@demo.showfloor.test', 'showfloor-demo');
    await clock.advance(599_000);
    expect(calls.map((call) => call.path)).toEqual(['login.htm']);
    profile = { ...PROFILE, position: 'Head buyer' };
    await clock.advance(1_000);
    expect(calls.map((call) => call.path)).toEqual(['login.htm', 'me.htm']);
    expect(session.getSnapshot().profile?.position).toBe('Head buyer');
    await clock.advance(600_000);
    expect(calls.filter((call) => call.path === 'me.htm')).toHaveLength(2);
  });

  it('has no autologin without a numeric delay', async () => {
    const { session, clock } = setup({ 'login.htm': LOGIN_OK }, new MemoryKeyValueStore(), '600');
    await session.submit('visitor@demo.showfloor.test', 'showfloor-demo');
    expect(session.isAutologinRunning()).toBe(false);
    expect(clock.pendingCount()).toBe(0);
  });

  it('starts the autologin of a held session when the configuration brings a delay', async () => {
    let delay: unknown;
    const store = new MemoryKeyValueStore();
    const { session } = setup({ 'login.htm': LOGIN_OK }, store);
    await session.submit('visitor@demo.showfloor.test', 'showfloor-demo');
    const { api } = backOffice({});
    const clock = fakeTimers();
    const restarted = new AccountSession({
      storage: new VersionedStorage(store),
      api,
      now: clock.now,
      notify: () => undefined,
      autologinDelay: () => delay,
      timers: clock.timers,
    });
    expect(restarted.isAutologinRunning()).toBe(false);
    delay = 900;
    restarted.configChanged();
    expect(restarted.isAutologinRunning()).toBe(true);
    expect(clock.pendingCount()).toBe(1);
  });

  it('ends the session when a renewal answers 401', async () => {
    const { session, store, clock, notified } = setup(
      { 'login.htm': LOGIN_OK, 'me.htm': UNAUTHENTICATED },
      new MemoryKeyValueStore(),
      600,
    );
    await session.submit('visitor@demo.showfloor.test', 'showfloor-demo');
    await clock.advance(600_000);
    expect(session.isLoggedIn()).toBe(false);
    expect(store.get('loginToken')).toBeNull();
    expect(session.isAutologinRunning()).toBe(false);
    expect(notified).toContain('login.messages.invalidSession');
  });
});
