/**
 * Lets one import run at a time in this process: a second one asked meanwhile is refused (the
 * console answers 409 with who is importing what) rather than queued, so that an organiser never
 * applies a dry run computed before another import changed the catalog.
 */
export class ImportGate {
  private running: { what: string } | undefined;

  /** What runs now, if anything. */
  current(): { what: string } | undefined {
    return this.running;
  }

  /** Runs `task` if nothing runs; else answers undefined at once, running nothing. */
  async tryRun<T>(what: string, task: () => Promise<T>): Promise<{ value: T } | undefined> {
    if (this.running !== undefined) return undefined;
    this.running = { what };
    try {
      return { value: await task() };
    } finally {
      this.running = undefined;
    }
  }
}
