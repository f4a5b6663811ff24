import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';
import { httpLeadCalls, LEAD_CALL_PATHS } from './lead-api.js';

const request = {
  instanceName: 'showfloor',
  exhibitorId: 12,
  mobileId: 'dévice 1',
  visitorToSaveList: [],
} as never;

/** A back office that never answers: the request ends only when its signal aborts it. */
const silentFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** The calls over an API client whose fetch answers every request with `response`. */
function callsAnswering(response: () => Response, seen: Request[] = []) {
  const api = new ApiClient({
    baseUrl: 'http://back-office.test',
    fetch: async (input, init) => {
      seen.push(new Request(input, init));
      return response();
    },
  });
  return httpLeadCalls(api);
}

describe('lead calls over the API client', () => {
  it('posts the request as JSON to the call path and reads the answer with the core reader', async () => {
    const seen: Request[] = [];
    const calls = callsAnswering(
      () => Response.json({ SaveVisitorRelationListResult: [{ IsSaveOk: true, CAB: 'V1' }] }),
      seen,
    );
    expect(await calls.saveContacts(request)).toEqual({ ok: true, value: [{ IsSaveOk: true, CAB: 'V1' }] });
    expect(seen[0]?.url).toBe(`http://back-office.test/${LEAD_CALL_PATHS.saveContacts}`);
    expect(seen[0]?.method).toBe('POST');
    expect(await seen[0]?.json()).toEqual(request);
  });

  it('names the device of a save in headers as well, so an unknown one is refused before its body is read', async () => {
    const seen: Request[] = [];
    const calls = callsAnswering(() => Response.json({ SaveVisitorRelationListResult: [] }), seen);
    await calls.saveContacts(request);
    expect(seen[0]?.headers.get('x-lead-exhibitor-id')).toBe('12');
    // Percent-encoded, as a header holds ASCII only; the back office decodes it.
    expect(seen[0]?.headers.get('x-lead-mobile-id')).toBe('d%C3%A9vice%201');
    await calls.checkLicence({ CAB: 'ABCDE12345', mobileId: 'device-1' });
    expect(seen[1]?.headers.get('x-lead-mobile-id')).toBeNull();
  });

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

  it('reads an answer that is not JSON, or none in time, as a network failure', async () => {
    expect(await callsAnswering(() => new Response('<html>')).checkLicence({} as never)).toEqual({
      ok: false,
      error: 'NETWORK',
    });
    const api = new ApiClient({ baseUrl: 'http://back-office.test', fetch: silentFetch, fetchTimeoutMs: 20 });
    expect(await httpLeadCalls(api).registerCheckpoint({} as never)).toEqual({ ok: false, error: 'NETWORK' });
  });
});
