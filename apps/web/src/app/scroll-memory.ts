/** What the scroll memory needs of the window: where it stands, how far it can go, and a move. */
export interface ScrollingWindow {
  readonly scrollY: number;
  readonly innerHeight: number;
  readonly document: { readonly documentElement: { readonly scrollHeight: number } };
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: () => void): number;
}

/**
 * How long a page coming back may take to grow tall enough for its saved position (its data read,
 * its code loaded, its virtual list measured) before the position is given up for the nearest one.
 */
export const SCROLL_RESTORE_MAX_WAIT_MS = 1500;

/**
 * Where each history entry was scrolled when it was left, so that going back lands where the
 * visitor was, and a page newly opened starts at its top (the browser's own restoration runs
 * before the app has drawn the page coming back, and a new page otherwise keeps the list's offset:
 * a talk opened from far down a list showed its bottom).
 */
export class ScrollMemory {
  private readonly positions = new Map<number, number>();
  private target = 0;
  private restoring = 0;
  /** Where the window stood when the visitor last left an entry. */
  private lastLeft = 0;

  constructor(
    private readonly view: ScrollingWindow,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The visitor leaves the entry at `navIndex`: its position is kept for a return. */
  leave(navIndex: number): void {
    this.lastLeft = this.view.scrollY;
    this.positions.set(navIndex, this.lastLeft);
  }

  /**
   * The window's page stays while another part of the screen changes (an item opened beside its
   * list): the window is kept where the visitor left it, even if the page is drawn again meanwhile
   * (a list mounted again in the two-column layout is short for a moment, and the browser then
   * clamps the window to the top).
   */
  stay(): void {
    this.target = this.lastLeft;
    this.apply();
  }

  /** A new entry opens at `navIndex`: it starts at the top, and positions kept beyond it are gone. */
  openNew(navIndex: number): void {
    for (const index of [...this.positions.keys()]) {
      if (index >= navIndex) this.positions.delete(index);
    }
    this.target = 0;
  }

  /** The visitor comes back to the entry at `navIndex`: it is brought back where it was left. */
  returnTo(navIndex: number): void {
    this.target = this.positions.get(navIndex) ?? 0;
  }

  /**
   * Brings the page just drawn to its position. A page not yet tall enough is followed frame by
   * frame until it is, or until SCROLL_RESTORE_MAX_WAIT_MS; a newer move, or the visitor scrolling
   * meanwhile, ends the wait.
   */
  apply(): void {
    const target = this.target;
    const attempt = ++this.restoring;
    const deadline = this.now() + SCROLL_RESTORE_MAX_WAIT_MS;
    let placed: number | undefined;
    const step = () => {
      if (attempt !== this.restoring) return;
      if (placed !== undefined && Math.abs(this.view.scrollY - placed) > 1) return;
      const reachable = this.view.document.documentElement.scrollHeight - this.view.innerHeight;
      placed = Math.min(target, Math.max(0, reachable));
      this.view.scrollTo(0, placed);
      if (reachable < target && this.now() < deadline) this.view.requestAnimationFrame(step);
    };
    step();
  }
}
