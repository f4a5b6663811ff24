import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  keptReminderKeys,
  planReminders,
  type ReminderSession,
  reminderKey,
  startOfReminderKey,
} from './reminder-planner.js';
import { sessionStartInstant } from './session-start.js';

const MINUTE = 60_000;
const NINE = Date.parse('2026-11-23T09:00:00+01:00');
const none = new Set<string>();

function plan(sessions: ReminderSession[], now: number, notified: ReadonlySet<string> = none) {
  return planReminders({ sessions, leadMinutes: 10, now, notified });
}

describe('which reminders are due', () => {
  const keynote: ReminderSession = { id: 'talk-1', start: NINE };

  it.each([
    ['11 minutes before', NINE - 11 * MINUTE, [], NINE - 10 * MINUTE],
    ['exactly at lead time', NINE - 10 * MINUTE, ['upcoming'], null],
    ['3 minutes before (an app opened late catches up)', NINE - 3 * MINUTE, ['upcoming'], null],
    ['at the start', NINE, [], null],
    ['after the start', NINE + MINUTE, [], null],
  ])('%s: due %j, next at %j', (_label, now, kinds, next) => {
    const result = plan([keynote], now);
    expect(result.due.map((reminder) => reminder.kind)).toEqual(kinds);
    expect(result.nextDueAt).toBe(next);
  });

  it('names the session, its start and when it was due', () => {
    expect(plan([keynote], NINE - 5 * MINUTE).due).toEqual([
      {
        kind: 'upcoming',
        sessionId: 'talk-1',
        start: NINE,
        dueAt: NINE - 10 * MINUTE,
        key: reminderKey('upcoming', 'talk-1', NINE),
      },
    ]);
  });

  it('never tells the same session start twice', () => {
    const told = new Set([reminderKey('upcoming', 'talk-1', NINE)]);
    expect(plan([keynote], NINE - 5 * MINUTE, told)).toEqual({ due: [], nextDueAt: null });
  });

  it("tells a moved session's reminder again at its new time", () => {
    const told = new Set([reminderKey('upcoming', 'talk-1', NINE)]);
    const moved = { id: 'talk-1', start: NINE + 60 * MINUTE };
    expect(plan([moved], NINE - 5 * MINUTE, told)).toEqual({ due: [], nextDueAt: NINE + 50 * MINUTE });
    expect(plan([moved], NINE + 52 * MINUTE, told).due.map((reminder) => reminder.kind)).toEqual([
      'upcoming',
    ]);
  });

  it('tells "cancelled" instead of the reminder, once, even after the reminder was told', () => {
    const cancelled = { ...keynote, isCancelled: true };
    const first = plan([cancelled], NINE - 20 * MINUTE);
    expect(first).toEqual({ due: [], nextDueAt: NINE - 10 * MINUTE });
    const atLead = plan([cancelled], NINE - 10 * MINUTE, new Set([reminderKey('upcoming', 'talk-1', NINE)]));
    expect(atLead.due.map((reminder) => reminder.kind)).toEqual(['cancelled']);
    const told = new Set([atLead.due[0]?.key ?? '']);
    expect(plan([cancelled], NINE - 5 * MINUTE, told).due).toEqual([]);
  });

  it('lists what is due by due time, and the next one after them', () => {
    const sessions = [
      { id: 'b', start: NINE + 5 * MINUTE },
      { id: 'a', start: NINE },
      { id: 'c', start: NINE + 60 * MINUTE },
    ];
    const result = plan(sessions, NINE - MINUTE);
    expect(result.due.map((reminder) => reminder.sessionId)).toEqual(['a', 'b']);
    expect(result.nextDueAt).toBe(NINE + 50 * MINUTE);
  });
});

describe('reminder properties', () => {
  const sessionArb = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    start: fc.integer({ min: 0, max: 1_000 }).map((minutes) => NINE + minutes * MINUTE),
    isCancelled: fc.boolean(),
  });

  it('walking the clock minute by minute tells each start of each session at most once, before it starts', () => {
    fc.assert(
      fc.property(
        fc.array(sessionArb, { maxLength: 6 }),
        fc.integer({ min: 1, max: 120 }),
        (sessions, lead) => {
          const told = new Set<string>();
          const tellings: string[] = [];
          for (let now = NINE - 200 * MINUTE; now <= NINE + 1_001 * MINUTE; now += 7 * MINUTE) {
            for (const reminder of planReminders({ sessions, leadMinutes: lead, now, notified: told }).due) {
              expect(reminder.start).toBeGreaterThan(now);
              expect(now - reminder.dueAt).toBeLessThanOrEqual(lead * MINUTE);
              tellings.push(reminder.key);
              told.add(reminder.key);
            }
          }
          expect(new Set(tellings).size).toBe(tellings.length);
        },
      ),
    );
  });

  it('the next due time is in the future, nothing new is due before it, and something new is due at it', () => {
    fc.assert(
      fc.property(
        fc.array(sessionArb, { maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000 }),
        (sessions, at) => {
          const now = NINE + at * MINUTE - 30 * MINUTE;
          const { nextDueAt } = plan(sessions, now);
          if (nextDueAt === null) return;
          expect(nextDueAt).toBeGreaterThan(now);
          const dueNow = new Set(plan(sessions, now).due.map((reminder) => reminder.key));
          const justBefore = plan(sessions, nextDueAt - 1).due.map((reminder) => reminder.key);
          expect(justBefore.every((key) => dueNow.has(key))).toBe(true);
          const atNext = plan(sessions, nextDueAt).due.map((reminder) => reminder.key);
          expect(atNext.some((key) => !dueNow.has(key))).toBe(true);
        },
      ),
    );
  });
});

describe('told reminders kept on the device', () => {
  it('keeps the keys of sessions not started yet and drops the others', () => {
    const later = reminderKey('upcoming', 'a', NINE + MINUTE);
    const past = reminderKey('cancelled', 'b', NINE - MINUTE);
    expect(keptReminderKeys([later, past, 'garbage'], NINE)).toEqual([later]);
    expect(startOfReminderKey(later)).toBe(NINE + MINUTE);
  });
});

describe("a session's start instant", () => {
  it('reads a start that names its offset as that instant', () => {
    expect(sessionStartInstant('2026-11-23T09:00:00+01:00', 'America/New_York')).toBe(NINE);
  });

  it("reads a wall-clock start on the show's clock, summer and winter", () => {
    expect(sessionStartInstant('2026-11-23T09:00', 'Europe/Paris')).toBe(NINE);
    expect(sessionStartInstant('2026-07-01T09:00:00', 'Europe/Paris')).toBe(
      Date.parse('2026-07-01T07:00:00Z'),
    );
  });

  it.each([undefined, '', '09:00', 'soon', 42])('has none for %j', (value) => {
    expect(sessionStartInstant(value, 'Europe/Paris')).toBeNull();
  });
});
