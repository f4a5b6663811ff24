import {
  INITIAL_LOGIN_STATE,
  LOGGED_LOGIN_STATE,
  type LoginEffect,
  type LoginEvent,
  type LoginState,
  type LoginToken,
  loginTransition,
  type NotificationLevel,
  type UserProfile,
} from '@showfloor/core';
import { AccountApi, type ApiClient, failureOf, type SessionAccess } from '../../platform/network/index.js';
import {
  accountShape,
  contactsShape,
  loginTokenShape,
  userDataShape,
  type VersionedStorage,
} from '../../platform/storage/index.js';
import { AutologinTimer, BROWSER_TIMERS, type Timers } from './autologin-timer.js';

export interface SessionSnapshot {
  login: LoginState;
  /** The user's profile while logged in (the device's userData copy). */
  profile: UserProfile | null;
  /** The SSO status: whether the session came from a token in the address (single sign-on). */
  isSso: boolean;
}

export interface AccountSessionOptions {
  storage: VersionedStorage;
  api: ApiClient;
  now: () => number;
  /** Shows a message of the login flow (an i18n key of this feature). */
  notify: (messageKey: string, level: NotificationLevel) => void;
  /** The configured autologin delay in seconds (`ShowConfig.autologinDelay`); absent, no autologin. */
  autologinDelay?: () => unknown;
  timers?: Timers;
}

/**
 * The user's session: the login machine of core wired to the provider's calls and the device's
 * storage, in one place (STYLE §7). Screens read its snapshot; every authenticated call goes through
 * its AccountApi, so an AUTH_ERROR anywhere ends the session everywhere. The autologin timer runs
 * while a session is held.
 */
export class AccountSession implements SessionAccess {
  readonly api: AccountApi;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly clearListeners = new Set<() => void>();
  private readonly loginListeners = new Set<() => void>();
  private readonly autologin: AutologinTimer;

  constructor(private readonly options: AccountSessionOptions) {
    this.api = new AccountApi(options.api, this);
    this.autologin = new AutologinTimer(options.timers ?? BROWSER_TIMERS, options.now, () => this.renew());
    const token = this.storedToken();
    const profile = options.storage.read(userDataShape);
    // A token without its profile (or the reverse) is a damaged session: start logged out.
    if (token && profile) {
      const isSso = options.storage.read(accountShape)?.sso === true;
      this.snapshot = { login: LOGGED_LOGIN_STATE, profile, isSso };
      // The session goes on from the last run, and so does its renewal.
      this.autologin.loggedIn(options.autologinDelay?.());
    } else {
      if (token || profile) this.clearStoredSession();
      this.snapshot = { login: INITIAL_LOGIN_STATE, profile: null, isSso: false };
    }
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called when the session ends, so that features drop what they keep in memory for the user. */
  onCleared(listener: () => void): () => void {
    this.clearListeners.add(listener);
    return () => this.clearListeners.delete(listener);
  }

  /**
   * Called after each successful login (form or token), not on a start with a stored session:
   * spec core §4 "on login, participants are fetched … codifications are retrieved".
   */
  onLoggedIn(listener: () => void): () => void {
    this.loginListeners.add(listener);
    return () => this.loginListeners.delete(listener);
  }

  /**
   * The show's configuration changed (it may arrive after the login, with the first data): a held
   * session starts its autologin if a delay is now configured.
   */
  configChanged(): void {
    if (this.isLoggedIn()) this.autologin.loggedIn(this.options.autologinDelay?.());
  }

  /** Whether the autologin timer runs (a session is held and a delay is configured). */
  isAutologinRunning(): boolean {
    return this.autologin.isRunning();
  }

  isLoggedIn(): boolean {
    return this.snapshot.login.status === 'logged' && this.token() !== null;
  }

  /** The unexpired token, or null. */
  token(): string | null {
    return this.storedToken()?.token ?? null;
  }

  onAuthError(): void {
    this.dispatch({ type: 'sessionExpired' });
  }

  /** Spec core §4 "Login": resolves once the attempt ended, whatever its outcome. */
  async submit(login: string, password: string): Promise<void> {
    const effects = this.dispatch({ type: 'submit', login, password });
    const call = effects.find((effect) => effect.kind === 'callLogin');
    if (!call) return;
    try {
      const datas = await this.api.login(call.login, call.password);
      const expiry = datas.expiresAt ? Date.parse(datas.expiresAt) : Number.NaN;
      const token: LoginToken = { token: datas.token, expiry: Number.isFinite(expiry) ? expiry : null };
      this.succeed(token, call.login, datas.profile, false);
    } catch (error) {
      this.fail(error);
    }
  }

  /**
   * Spec core §7 "a token may arrive as a query parameter token": the profile is asked with it, and
   * it becomes the session (an SSO session) when the back office knows it. Its expiry is the back
   * office's to decide: a 401 later ends it like any other session.
   */
  async adoptToken(token: string): Promise<void> {
    const effects = this.dispatch({ type: 'tokenReceived', token });
    const call = effects.find((effect) => effect.kind === 'callProfile');
    if (!call) return;
    try {
      const profile = await this.api.profileWithToken(call.token);
      this.succeed({ token: call.token, expiry: null }, profile.login, profile, true);
    } catch (error) {
      this.fail(error);
    }
  }

  /** Logout: the server forgets the session when it can; the device forgets it at once. */
  async logout(): Promise<void> {
    const token = this.token();
    this.dispatch({ type: 'logout' });
    if (token) await this.api.logout(token).catch(() => undefined);
  }

  private succeed(token: LoginToken, username: string, profile: UserProfile, isSso: boolean): void {
    const { storage } = this.options;
    storage.write(loginTokenShape, token);
    storage.write(accountShape, isSso ? { username, sso: true } : { username });
    storage.write(userDataShape, profile);
    this.snapshot = { ...this.snapshot, profile, isSso };
    this.dispatch({ type: 'succeeded' });
    this.autologin.loggedIn(this.options.autologinDelay?.());
    for (const listener of this.loginListeners) listener();
  }

  private fail(error: unknown): void {
    const failure = failureOf(error);
    this.dispatch({ type: 'failed', failure: failure === 'refused' ? 'unknown' : failure });
  }

  /**
   * The autologin's renewal. The password is never kept on the device, so the session cannot be
   * opened again by itself: renewing checks it with the back office and refreshes the profile; a
   * 401 ends it (AUTH_ERROR), a network failure keeps it for the next try.
   */
  private async renew(): Promise<void> {
    if (!this.isLoggedIn()) return;
    this.setProfile(await this.api.me());
  }

  /** Keeps the device's copy of the profile in step with the server's answer. */
  setProfile(profile: UserProfile): void {
    if (!this.isLoggedIn()) return;
    this.options.storage.write(userDataShape, profile);
    this.snapshot = { ...this.snapshot, profile };
    this.emit();
  }

  private storedToken(): LoginToken | null {
    // The one place the stored token is read (its shape parses it): every other reader asks here.
    const token = this.options.storage.read(loginTokenShape);
    if (token === null) return null;
    return token.expiry === null || token.expiry > this.options.now() ? token : null;
  }

  private dispatch(event: LoginEvent): LoginEffect[] {
    const { state, effects } = loginTransition(this.snapshot.login, event);
    this.snapshot = { ...this.snapshot, login: state };
    for (const effect of effects) {
      if (effect.kind === 'clearSession') {
        this.clearStoredSession();
        this.snapshot = { ...this.snapshot, profile: null, isSso: false };
      }
      if (effect.kind === 'notify') this.options.notify(`login.messages.${effect.message}`, effect.level);
      if (effect.kind === 'log') console.error('login failed', effect.failure);
    }
    this.emit();
    return effects;
  }

  /**
   * Spec core §4 "Logout clears token, stored username, user data, stops autologin, turns off the SSO
   * status … participants data and contacts". Participants live in memory only; their holders listen
   * to onCleared. The login page empties its password field itself.
   */
  private clearStoredSession(): void {
    this.autologin.loggedOut();
    const { storage } = this.options;
    storage.remove(loginTokenShape);
    storage.remove(accountShape);
    storage.remove(userDataShape);
    storage.remove(contactsShape);
    for (const listener of this.clearListeners) listener();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
