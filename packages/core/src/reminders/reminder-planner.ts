/**
 * Session reminders (spec modules §9, docs/decisions.md "Session reminders"): a favorite session's
 * reminder is due `leadMinutes` before it starts. Pure: the app's in-app reminders and the back
 * office's push scheduler both ask this planner what is due now and when the next one is.
 */

const MINUTE = 60_000;

/** A favorite session as the planner needs it: its start instant, and whether it was cancelled. */
export interface ReminderSession {
  /** The session's stable key: its original id, which survives data versions. */
  id: string;
  /** Milliseconds since the epoch. A cancelled session keeps the start it had. */
  start: number;
  isCancelled?: boolean;
}

export type ReminderKind = 'upcoming' | 'cancelled';

export interface DueReminder {
  kind: ReminderKind;
  sessionId: string;
  start: number;
  /** When it was due: `leadMinutes` before the start. */
  dueAt: number;
  /** What the caller stores once it has told the visitor (reminderKey). */
  key: string;
}

export interface ReminderPlanInput {
  /** The favorite sessions, cancelled ones included; non-favorites must not be passed. */
  sessions: readonly ReminderSession[];
  leadMinutes: number;
  now: number;
  /** The keys of the reminders already told (reminderKey). */
  notified: ReadonlySet<string>;
}

export interface ReminderPlan {
  /** What is due now, by due time then session id. */
  due: DueReminder[];
  /** The next time one becomes due, or null when none will. */
  nextDueAt: number | null;
}

/**
 * The identity of a reminder: one per kind, session and start. A moved session has a new start, so
 * a new reminder; the same start is never told twice, and "cancelled" is told once even after an
 * "upcoming" for the same start.
 */
export function reminderKey(kind: ReminderKind, sessionId: string, start: number): string {
  return `${kind}:${sessionId}@${start}`;
}

/** The start a stored key names, or null when it names none (a key from elsewhere). */
export function startOfReminderKey(key: string): number | null {
  const at = key.lastIndexOf('@');
  if (at < 0) return null;
  const start = Number(key.slice(at + 1));
  return Number.isFinite(start) ? start : null;
}

/**
 * What is due at `now`: a reminder is due from `leadMinutes` before its session's start until the
 * start, so opening the app catches up on the last lead-time window only, and a session already
 * started gets none. A cancelled session's "cancelled" notice takes its reminder's place, at the
 * same time.
 */
export function planReminders({ sessions, leadMinutes, now, notified }: ReminderPlanInput): ReminderPlan {
  const lead = leadMinutes * MINUTE;
  const due: DueReminder[] = [];
  let nextDueAt: number | null = null;
  // A session listed twice (a favorite kept under two ids) is still told once.
  const listed = new Set<string>();
  for (const session of sessions) {
    if (!Number.isFinite(session.start) || session.start <= now) continue;
    const kind: ReminderKind = session.isCancelled === true ? 'cancelled' : 'upcoming';
    const key = reminderKey(kind, session.id, session.start);
    if (notified.has(key) || listed.has(key)) continue;
    listed.add(key);
    const dueAt = session.start - lead;
    if (dueAt <= now) due.push({ kind, sessionId: session.id, start: session.start, dueAt, key });
    else if (nextDueAt === null || dueAt < nextDueAt) nextDueAt = dueAt;
  }
  due.sort((a, b) => a.dueAt - b.dueAt || a.sessionId.localeCompare(b.sessionId));
  return { due, nextDueAt };
}

/** The told keys still worth keeping: those of sessions not started yet (older ones can never be due). */
export function keptReminderKeys(notified: Iterable<string>, now: number): string[] {
  return [...notified].filter((key) => {
    const start = startOfReminderKey(key);
    return start !== null && start > now;
  });
}
