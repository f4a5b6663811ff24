import { layoutSynopticDay } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../platform/clock/index.js';
import { followNowLine } from './now-line.js';

const talk = (id: number, day: string, start: string, end: string) => ({
  id,
  original_id: `E${id}`,
  title: `Talk ${id}`,
  day,
  start_time: start,
  end_time: end,
  event_place_text: 'Janson',
});
// 1 February 2025, FOSDEM's Saturday, is winter time in Brussels: UTC+1.
const brussels = (iso: string) => Date.parse(`${iso}+01:00`);
const saturday = layoutSynopticDay(
  [talk(1, '2025-02-01', '9h30', '10h00'), talk(2, '2025-02-01', '17h00', '18h00')],
  '2025-02-01',
);

describe('the now line of the agenda grid', () => {
  it('stands at the time of the show on the day shown, and moves down 2.5 px each minute', () => {
    const clock = new TestClock(brussels('2025-02-01T10:00:30'));
    const tops: (number | null)[] = [];
    const stop = followNowLine(clock, saturday, 'Europe/Brussels', (top) => tops.push(top));
    expect(tops).toEqual([150]);
    clock.advance(30_000);
    expect(tops).toEqual([150, 152.5]);
    clock.advance(2 * 60_000);
    expect(tops).toEqual([150, 152.5, 155, 157.5]);
    stop();
    clock.advance(10 * 60_000);
    expect(tops).toHaveLength(4);
  });

  it('is not drawn on the grid of another day, nor once the day is over', () => {
    const clock = new TestClock(brussels('2025-02-02T10:00:00'));
    const tops: (number | null)[] = [];
    followNowLine(clock, saturday, 'Europe/Brussels', (top) => tops.push(top));
    expect(tops).toEqual([null]);
    const evening = new TestClock(brussels('2025-02-01T17:59:00'));
    const eveningTops: (number | null)[] = [];
    followNowLine(evening, saturday, 'Europe/Brussels', (top) => eveningTops.push(top));
    evening.advance(2 * 60_000);
    expect(eveningTops).toEqual([1347.5, 1350, null]);
  });
});
