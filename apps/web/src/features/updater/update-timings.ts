/**
 * Timings the benchmarks read from the page's performance timeline
 * (`performance.getEntriesByName(name, 'measure')`):
 * - `showfloor:commit-full`: writing a full bundle into the local database (one transaction);
 * - `showfloor:commit-increment`: applying an increment to it (one transaction);
 * - `showfloor:update`: a whole update attempt, from the check to `done`.
 * The commits run in the update worker when there is one: the worker measures them on its own
 * timeline and the page records a measure of the same duration, ending when it hears of it.
 */
export const COMMIT_MEASURES = {
  full: 'showfloor:commit-full',
  increment: 'showfloor:commit-increment',
} as const;
export const UPDATE_MEASURE = 'showfloor:update';
const UPDATE_START_MARK = 'showfloor:update:start';

export type CommitKind = keyof typeof COMMIT_MEASURES;

/** How long a commit took, in milliseconds; sent from the worker to the page. */
export interface CommitTiming {
  kind: CommitKind;
  duration: number;
}

/** Runs a commit and records its measure on this thread's timeline. */
export async function timeCommit(kind: CommitKind, commit: () => Promise<void>): Promise<CommitTiming> {
  const start = performance.now();
  performance.mark(`${COMMIT_MEASURES[kind]}:start`, { startTime: start });
  await commit();
  const end = performance.now();
  performance.measure(COMMIT_MEASURES[kind], { start, end });
  return { kind, duration: end - start };
}

/** Records on the page a commit that another thread (the update worker) measured. */
export function recordForwardedCommit(timing: CommitTiming): void {
  performance.measure(COMMIT_MEASURES[timing.kind], { end: performance.now(), duration: timing.duration });
}

/** Marks the start of an update attempt (the check). */
export function markUpdateStart(): void {
  performance.mark(UPDATE_START_MARK);
}

/** Measures the attempt since its check, when this page saw it start. */
export function measureUpdateDone(): void {
  if (performance.getEntriesByName(UPDATE_START_MARK, 'mark').length === 0) return;
  performance.measure(UPDATE_MEASURE, UPDATE_START_MARK);
  performance.clearMarks(UPDATE_START_MARK);
}
