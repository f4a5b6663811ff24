import { describe, expect, it } from 'vitest';
import { httpLeadCalls } from './lead-calls.js';

const request = { visitorToSaveList: [], checkPointId: 7, mobileId: 'device-1' } as never;

/** The calls over a fetch that answers every request with `response`. */
function callsAnswering(response: () => Response) {
  return httpLeadCalls({ url: (path) => `http://back-office.test/${path}`, fetch: async () => response() });
}

describe('lead calls over HTTP', () => {
  it('reads a 429 with Retry-After as a failure that says how long to wait', async () => {
    const calls = callsAnswering(
      () =>
        new Response('{"error":"RATE_LIMITED"}', {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '12' },
        }),
    );
    expect(await calls.saveContacts(request)).toEqual({ ok: false, error: 'NETWORK', retryAfterMs: 12_000 });
  });

  it('reads a 429 without Retry-After, or a 500, as a plain failure', async () => {
    expect(await callsAnswering(() => new Response('', { status: 429 })).saveContacts(request)).toEqual({
      ok: false,
      error: 'NETWORK',
    });
    expect(
      await callsAnswering(
        () => new Response('', { status: 500, headers: { 'retry-after': '5' } }),
      ).saveContacts(request),
    ).toEqual({ ok: false, error: 'NETWORK' });
  });
});
