/** Results kept at most: a few lists and sheets back are revisited, older ones rarely. */
const KEPT_RESULTS_MAX = 24;

/**
 * Results of recent live queries that asked to be kept, newest last, by query name: a screen opened
 * again (back to a list, a sheet seen a minute ago) paints the last one in its first frame, then
 * re-reads as usual. Only for public catalog data, since what is kept outlives the screen; owned by
 * the catalog reader, so that two readers (two tests, two databases) never share results.
 */
export class KeptQueryResults {
  private readonly results = new Map<string, unknown>();

  has(name: string): boolean {
    return this.results.has(name);
  }

  get(name: string): unknown {
    return this.results.get(name);
  }

  keep(name: string, value: unknown): void {
    this.results.delete(name);
    this.results.set(name, value);
    if (this.results.size > KEPT_RESULTS_MAX) this.results.delete(this.results.keys().next().value ?? '');
  }
}
