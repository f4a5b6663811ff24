import { describe, expect, it } from 'vitest';
import { TestClock } from './clock.js';

describe('test clock', () => {
  it('stands still until advanced', () => {
    const clock = new TestClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
  });

  it('fires each timer it passes at its own time, in order', () => {
    const clock = new TestClock(0);
    const fired: [string, number][] = [];
    clock.setTimer(() => fired.push(['late', clock.now()]), 300);
    clock.setTimer(() => fired.push(['early', clock.now()]), 100);
    clock.advance(200);
    expect(fired).toEqual([['early', 100]]);
    clock.advance(200);
    expect(fired).toEqual([
      ['early', 100],
      ['late', 300],
    ]);
    expect(clock.now()).toBe(400);
  });

  it('runs a timer set by a firing timer when it falls within the same advance', () => {
    const clock = new TestClock(0);
    const fired: number[] = [];
    clock.setTimer(() => {
      fired.push(clock.now());
      clock.setTimer(() => fired.push(clock.now()), 50);
    }, 100);
    clock.advance(1_000);
    expect(fired).toEqual([100, 150]);
  });

  it('never fires a cancelled timer', () => {
    const clock = new TestClock(0);
    let isFired = false;
    const cancel = clock.setTimer(() => {
      isFired = true;
    }, 10);
    cancel();
    clock.advance(100);
    expect(isFired).toBe(false);
  });
});
