import { type SynopticGrid, synopticNowTop } from '@showfloor/core';
import type { Clock } from '../../platform/clock/index.js';

const MINUTE = 60_000;

/**
 * Follows where the "now" line crosses `grid`: tells `onChange` at once, then at each turn of the
 * clock's minute, until the returned function stops it. Ticking on the minute, not every 60 s from
 * the page's opening, keeps the line level with the hour rows' minutes.
 */
export function followNowLine(
  clock: Clock,
  grid: SynopticGrid,
  timeZone: string,
  onChange: (top: number | null) => void,
): () => void {
  let cancel = () => {};
  const tick = () => {
    const now = clock.now();
    onChange(synopticNowTop(grid, now, timeZone));
    cancel = clock.setTimer(tick, MINUTE - (now % MINUTE));
  };
  tick();
  return () => cancel();
}
