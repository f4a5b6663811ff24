import {
  type CatalogRecord,
  type DueReminder,
  EMPTY_SHOW_REMINDERS,
  type KeyedFavorites,
  type KnownSession,
  keptReminderKeys,
  planReminders,
  type ReminderSession,
  type ShowReminders,
  type StoredReminders,
  sessionStartInstant,
} from '@showfloor/core';
import type { Clock } from '../../platform/clock/index.js';

/** A reminder to tell, with what the visitor reads: the session as the device last knew it. */
export interface ToldReminder {
  reminder: DueReminder;
  session: KnownSession;
  /** The record id of the session in the held data, absent for a cancelled one (no sheet any more). */
  recordId?: number;
}

export interface ReminderDependencies {
  clock: Clock;
  favorites(): KeyedFavorites;
  /** The favorite events' records in the held data, skipping those it lacks. */
  loadEvents(ids: readonly number[]): Promise<readonly CatalogRecord[]>;
  /** The show the favorites belong to ('' when it has no key), its time zone and the lead time. */
  show(): { key: string; timeZone: string; leadMinutes: number } | null;
  read(): StoredReminders;
  write(next: StoredReminders): void;
  /** Whether this device's reminders come by Web Push instead (docs/decisions.md "Session reminders"). */
  isPushed(): boolean;
  tell(told: ToldReminder): void;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function knownOf(record: CatalogRecord, start: number, timeZone: string): KnownSession {
  return {
    start,
    end: sessionStartInstant(record.end_date, timeZone),
    title: text(record.title),
    room: text(record.event_place_text),
  };
}

/**
 * In-app session reminders (spec modules §9): while the app is open, one timer for the next due
 * reminder; on open, resume, a favorite toggled or new data, a catch-up on the ones due now (the
 * last lead-time window, core `planReminders`). What was told is stored per show before it is shown,
 * so neither a reload nor a second check tells it again.
 */
export class ReminderController {
  private cancelTimer: (() => void) | undefined;
  // Checks run one after the other: two overlapping checks would both tell the same reminder.
  private running: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly dependencies: ReminderDependencies) {}

  getIsOn = (): boolean => this.dependencies.read().isOn;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The favorites page's switch: off, nothing is told, in the app or by push. */
  setIsOn(isOn: boolean): void {
    const stored = this.dependencies.read();
    if (stored.isOn === isOn) return;
    this.dependencies.write({ ...stored, isOn });
    // The listeners include the push registration, which plans again once the back office is told.
    for (const listener of this.listeners) listener();
    void this.check();
  }

  /** Plans again from the data as it is now; resolves once what was due is told. */
  check(): Promise<void> {
    this.running = this.running.then(
      () => this.run(),
      () => this.run(),
    );
    return this.running;
  }

  /** Resolves once the checks started so far are done (tests, and a caller about to read the store). */
  idle(): Promise<void> {
    return this.running;
  }

  stop(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  private async run(): Promise<void> {
    this.stop();
    const { dependencies } = this;
    const show = dependencies.show();
    if (show === null || !dependencies.read().isOn || dependencies.isPushed()) return;
    const favorites = dependencies.favorites();
    const records = await dependencies.loadEvents(favorites.state.events ?? []);
    const stored = dependencies.read();
    const held = stored.shows[show.key] ?? EMPTY_SHOW_REMINDERS;
    const now = dependencies.clock.now();

    const known: Record<string, KnownSession> = {};
    const recordIds = new Map<string, number>();
    const sessions: ReminderSession[] = [];
    for (const record of records) {
      const start = sessionStartInstant(record.start_date, show.timeZone);
      if (start === null) continue;
      known[record.original_id] = knownOf(record, start, show.timeZone);
      recordIds.set(record.original_id, record.id);
      sessions.push({ id: record.original_id, start });
    }
    // A favorite set aside because its session left the data: cancelled, at the start it had.
    for (const mark of favorites.aside) {
      if (mark.dataType !== 'events' || mark.originalId === null || recordIds.has(mark.originalId)) continue;
      const last = held.known[mark.originalId];
      if (last === undefined) continue;
      known[mark.originalId] = last;
      sessions.push({ id: mark.originalId, start: last.start, isCancelled: true });
    }

    const plan = planReminders({
      sessions,
      leadMinutes: show.leadMinutes,
      now,
      notified: new Set(held.told),
    });
    const told = keptReminderKeys([...held.told, ...plan.due.map((reminder) => reminder.key)], now);
    const next: ShowReminders = { told, known };
    dependencies.write({ ...stored, shows: { ...stored.shows, [show.key]: next } });
    for (const reminder of plan.due) {
      const session = known[reminder.sessionId];
      if (session === undefined) continue;
      const recordId = reminder.kind === 'upcoming' ? recordIds.get(reminder.sessionId) : undefined;
      dependencies.tell(recordId === undefined ? { reminder, session } : { reminder, session, recordId });
    }
    if (plan.nextDueAt !== null)
      this.cancelTimer = dependencies.clock.setTimer(() => void this.check(), plan.nextDueAt - now);
  }
}
