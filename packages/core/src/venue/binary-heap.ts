/**
 * A min-heap of integer ids keyed by number, for shortest-path searches. Keys are not decreased in
 * place: a better key is pushed again and the stale entry is skipped by the caller, which keeps the
 * heap a pair of flat arrays and is faster than an indexed heap on sparse graphs.
 */
export class MinHeap {
  private readonly ids: number[] = [];
  private readonly keys: number[] = [];

  get size(): number {
    return this.ids.length;
  }

  push(id: number, key: number): void {
    const ids = this.ids;
    const keys = this.keys;
    let index = ids.length;
    ids.push(id);
    keys.push(key);
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (keys[parent]! <= key) break;
      ids[index] = ids[parent]!;
      keys[index] = keys[parent]!;
      index = parent;
    }
    ids[index] = id;
    keys[index] = key;
  }

  /** Removes the entry with the smallest key; undefined when empty. */
  pop(): { id: number; key: number } | undefined {
    const ids = this.ids;
    const keys = this.keys;
    if (ids.length === 0) return undefined;
    const top = { id: ids[0]!, key: keys[0]! };
    const lastId = ids.pop()!;
    const lastKey = keys.pop()!;
    const length = ids.length;
    if (length === 0) return top;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= length) break;
      const right = left + 1;
      const child = right < length && keys[right]! < keys[left]! ? right : left;
      if (keys[child]! >= lastKey) break;
      ids[index] = ids[child]!;
      keys[index] = keys[child]!;
      index = child;
    }
    ids[index] = lastId;
    keys[index] = lastKey;
    return top;
  }
}
