/**
 * The limits of password guessing, shared by every login route (`/login.htm`, `/nodebackend/login`).
 *
 * Two counters, neither keyed on the address alone: a show's Wi-Fi puts thousands of visitors behind one
 * address, and a per-address limit would lock all of them out at the opening. The address, on the other
 * hand, is whatever an attacker makes it when it can be chosen or rotated. So:
 * - each account has a failure count: past a few free failures every further one locks the account for
 *   a time that doubles (1 s, 2 s, 4 s… up to 15 min), from any address, and a correct password resets it;
 * - each pair of account and address has a per-minute window, so one client cannot hammer one account
 *   even between locks, while other accounts behind the same address are untouched.
 */

export interface LoginThrottleOptions {
  /** Attempts per minute for one account from one address (LOGIN_RATE_LIMIT). */
  attemptsPerMinute: number;
  /** Failures in a row an account may have before the backoff starts. */
  freeFailures: number;
  /** The first lock; each further failure doubles it. */
  firstLockMs: number;
  maxLockMs: number;
  now: () => number;
}

export const DEFAULT_LOGIN_BACKOFF = { freeFailures: 5, firstLockMs: 1_000, maxLockMs: 15 * 60_000 };

export type LoginVerdict = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

interface AccountFailures {
  failures: number;
  lockedUntil: number;
  lastFailureAt: number;
}

interface Window {
  startedAt: number;
  attempts: number;
}

const WINDOW_MS = 60_000;
/** Failures older than this are forgotten, as after a correct password. */
const FAILURE_MEMORY_MS = 60 * 60_000;
/** Past this many remembered keys, stale ones are swept (at most once a minute), so memory stays bounded. */
const SWEEP_ABOVE = 10_000;

export class LoginThrottle {
  private readonly accounts = new Map<string, AccountFailures>();
  private readonly windows = new Map<string, Window>();
  private lastSweepAt = 0;

  constructor(private readonly options: LoginThrottleOptions) {}

  /** Whether this attempt may check the password; an allowed attempt counts in its window. */
  admit(login: string, address: string): LoginVerdict {
    const now = this.options.now();
    this.sweep(now);
    const account = accountKey(login);
    const lockedUntil = this.accounts.get(account)?.lockedUntil ?? 0;
    if (lockedUntil > now) return refused(lockedUntil - now);
    const key = `${address}\u0000${account}`;
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      this.windows.set(key, { startedAt: now, attempts: 1 });
      return { isAllowed: true };
    }
    if (window.attempts >= this.options.attemptsPerMinute) return refused(window.startedAt + WINDOW_MS - now);
    window.attempts += 1;
    return { isAllowed: true };
  }

  recordFailure(login: string): void {
    const now = this.options.now();
    const account = accountKey(login);
    const previous = this.accounts.get(account);
    const isRemembered = previous !== undefined && now - previous.lastFailureAt < FAILURE_MEMORY_MS;
    const failures = (isRemembered ? previous.failures : 0) + 1;
    const excess = failures - this.options.freeFailures;
    const lockMs =
      excess > 0 ? Math.min(this.options.maxLockMs, this.options.firstLockMs * 2 ** (excess - 1)) : 0;
    this.accounts.set(account, { failures, lockedUntil: now + lockMs, lastFailureAt: now });
  }

  recordSuccess(login: string): void {
    this.accounts.delete(accountKey(login));
  }

  private sweep(now: number): void {
    if (this.accounts.size + this.windows.size <= SWEEP_ABOVE || now - this.lastSweepAt < WINDOW_MS) return;
    this.lastSweepAt = now;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= WINDOW_MS) this.windows.delete(key);
    }
    for (const [key, account] of this.accounts) {
      if (account.lockedUntil <= now && now - account.lastFailureAt >= FAILURE_MEMORY_MS)
        this.accounts.delete(key);
    }
  }
}

/** Logins are compared without case (AccountService.login), so the counters are too. */
function accountKey(login: string): string {
  return login.trim().toLowerCase();
}

function refused(waitMs: number): LoginVerdict {
  return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
