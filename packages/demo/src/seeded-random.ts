/**
 * A small seeded pseudo-random generator (mulberry32). The demo show must be byte-identical for the
 * same options, so nothing in the generator may call Math.random().
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    if (values.length === 0) throw new Error('pick from an empty list');
    return values[Math.floor(this.next() * values.length)]!;
  }

  /** `count` distinct values of `values` (all of them when there are fewer), in random order. */
  sample<T>(values: readonly T[], count: number): T[] {
    const pool = values.slice();
    const taken = Math.min(count, pool.length);
    for (let i = 0; i < taken; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const swap = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = swap;
    }
    return pool.slice(0, taken);
  }
}

/** A seed derived from a text, so each size gets its own stable sequence. */
export function seedFromText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}
