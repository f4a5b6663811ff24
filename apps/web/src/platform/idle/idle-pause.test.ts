import { describe, expect, it } from 'vitest';
import { IdleWorkCancelled, idlePause } from './idle-pause.js';

describe('idle pause', () => {
  it('resolves when the page is idle', async () => {
    await expect(idlePause(new AbortController().signal)).resolves.toBeUndefined();
  });

  it('rejects when the work is cancelled, before or while waiting', async () => {
    const before = new AbortController();
    before.abort();
    await expect(idlePause(before.signal)).rejects.toBeInstanceOf(IdleWorkCancelled);
    const during = new AbortController();
    const waiting = idlePause(during.signal);
    during.abort();
    await expect(waiting).rejects.toBeInstanceOf(IdleWorkCancelled);
  });
});
