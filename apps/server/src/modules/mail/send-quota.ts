/**
 * How many sends one key (a device, a recipient) may make in a sliding window. Kept in memory: a
 * restart forgets the counts, which only lets a few more mails through, never loses one.
 */
export class SendQuota {
  private readonly sends = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts a send for `key` and answers true, or answers false when the window is full. */
  take(key: string): boolean {
    const since = this.now() - this.windowMs;
    const recent = (this.sends.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.max) {
      this.sends.set(key, recent);
      return false;
    }
    recent.push(this.now());
    this.sends.set(key, recent);
    this.forgetIdleKeys(since);
    return true;
  }

  /** Whether `key` could send now, without counting. */
  allows(key: string): boolean {
    const since = this.now() - this.windowMs;
    return (this.sends.get(key) ?? []).filter((time) => time > since).length < this.max;
  }

  // Bounded memory: a flood of distinct keys cannot grow the map past what one window holds.
  private forgetIdleKeys(since: number): void {
    if (this.sends.size < 10_000) return;
    for (const [key, times] of this.sends) {
      if ((times.at(-1) ?? 0) <= since) this.sends.delete(key);
    }
  }
}
