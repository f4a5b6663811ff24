import { describe, expect, it } from 'vitest';
import { SCROLL_RESTORE_MAX_WAIT_MS, type ScrollingWindow, ScrollMemory } from './scroll-memory.js';

/** A window whose page height the test sets, and whose animation frames the test runs. */
class FakeWindow implements ScrollingWindow {
  scrollY = 0;
  readonly innerHeight = 800;
  readonly document = { documentElement: { scrollHeight: 800 } };
  frames: Array<() => void> = [];

  set pageHeight(height: number) {
    this.document.documentElement.scrollHeight = height;
  }

  scrollTo(_x: number, y: number): void {
    this.scrollY = Math.max(0, Math.min(y, this.document.documentElement.scrollHeight - this.innerHeight));
  }

  requestAnimationFrame(callback: () => void): number {
    this.frames.push(callback);
    return this.frames.length;
  }

  runFrame(): void {
    const frames = this.frames;
    this.frames = [];
    for (const frame of frames) frame();
  }
}

function setUp() {
  const view = new FakeWindow();
  let time = 0;
  const memory = new ScrollMemory(view, () => time);
  return { view, memory, advance: (ms: number) => (time += ms) };
}

describe('ScrollMemory', () => {
  it('opens a new page at its top, however far down the list it was opened from', () => {
    const { view, memory } = setUp();
    view.pageHeight = 20_000;
    view.scrollTo(0, 12_000);
    memory.leave(0);
    memory.openNew(1);
    view.pageHeight = 3_000;
    memory.apply();
    expect(view.scrollY).toBe(0);
  });

  it('brings a page returned to back where it was left', () => {
    const { view, memory } = setUp();
    view.pageHeight = 20_000;
    view.scrollTo(0, 12_000);
    memory.leave(0);
    memory.openNew(1);
    memory.apply();
    view.scrollTo(0, 500);
    memory.leave(1);
    memory.returnTo(0);
    memory.apply();
    expect(view.scrollY).toBe(12_000);
  });

  it('keeps the list where it stood when an item opens beside it, though the list was drawn again short', () => {
    const { view, memory } = setUp();
    view.pageHeight = 20_000;
    view.scrollTo(0, 245);
    memory.leave(0);
    memory.openNew(1);
    // The list, mounted again in the two-column layout, is short for a frame: the window clamps to 0.
    view.pageHeight = 800;
    view.scrollTo(0, 0);
    memory.stay();
    expect(view.scrollY).toBe(0);
    view.pageHeight = 20_000;
    view.runFrame();
    expect(view.scrollY).toBe(245);
  });

  it('waits for a page returned to to grow tall enough, frame by frame', () => {
    const { view, memory, advance } = setUp();
    view.pageHeight = 20_000;
    view.scrollTo(0, 12_000);
    memory.leave(0);
    memory.openNew(1);
    view.pageHeight = 1_000;
    memory.apply();
    memory.returnTo(0);
    memory.apply();
    expect(view.scrollY).toBe(200);
    advance(100);
    view.pageHeight = 20_000;
    view.runFrame();
    expect(view.scrollY).toBe(12_000);
    expect(view.frames).toHaveLength(0);
  });

  it('gives up waiting when the visitor scrolls, or after the longest wait', () => {
    const { view, memory, advance } = setUp();
    view.pageHeight = 20_000;
    view.scrollTo(0, 12_000);
    memory.leave(0);
    memory.openNew(1);
    view.pageHeight = 1_000;
    memory.returnTo(0);
    memory.apply();
    view.scrollTo(0, 50);
    view.pageHeight = 20_000;
    view.runFrame();
    expect(view.scrollY).toBe(50);

    view.pageHeight = 1_000;
    memory.apply();
    advance(SCROLL_RESTORE_MAX_WAIT_MS + 1);
    view.runFrame();
    expect(view.frames).toHaveLength(0);
    expect(view.scrollY).toBe(200);
  });

  it('forgets the positions of the entries a new page replaces', () => {
    const { view, memory } = setUp();
    view.pageHeight = 20_000;
    view.scrollTo(0, 9_000);
    memory.leave(1);
    memory.openNew(1);
    memory.returnTo(1);
    memory.apply();
    expect(view.scrollY).toBe(0);
  });
});
