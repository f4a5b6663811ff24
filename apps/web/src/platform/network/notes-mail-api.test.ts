import { NOTES_MAIL_PATH } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';
import { sendNotesMail } from './notes-mail-api.js';

const mail = { expeditor: 'Show', recipient: 'visitor@example.test', subject: 'Notes', content: 'A\nB' };

function apiAnswering(answer: () => Promise<Response>, seen: Request[] = []) {
  return new ApiClient({
    baseUrl: 'http://back-office.test',
    fetch: async (input, init) => {
      seen.push(new Request(input, init));
      return answer();
    },
    fetchTimeoutMs: 20,
  });
}

describe('notes mail over the API client', () => {
  it('posts the mail and the key, and answers null when the back office sent it', async () => {
    const seen: Request[] = [];
    const api = apiAnswering(async () => Response.json({ success: true, message: 'OK' }), seen);
    expect(await sendNotesMail(api, mail, 'secret')).toBeNull();
    expect(seen[0]?.url).toBe(`http://back-office.test${NOTES_MAIL_PATH}`);
    expect(seen[0]?.method).toBe('POST');
    expect(await seen[0]?.json()).toEqual({ mailObject: mail, key: 'secret' });
  });

  it("answers the server's known error code, whatever the status", async () => {
    const api = apiAnswering(async () =>
      Response.json({ success: false, message: 'INVALID_CREDENTIALS' }, { status: 400 }),
    );
    expect(await sendNotesMail(api, mail, 'wrong')).toBe('INVALID_CREDENTIALS');
  });

  it('answers DEFAULT for an unknown code, a body that is not JSON, a network failure or no answer', async () => {
    const unknown = apiAnswering(async () => Response.json({ success: false, message: 'WHATEVER' }));
    expect(await sendNotesMail(unknown, mail, 'k')).toBe('DEFAULT');
    expect(
      await sendNotesMail(
        apiAnswering(async () => new Response('oops')),
        mail,
        'k',
      ),
    ).toBe('DEFAULT');
    const offline = apiAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendNotesMail(offline, mail, 'k')).toBe('DEFAULT');
    const silent = new ApiClient({
      baseUrl: 'http://back-office.test',
      fetchTimeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    expect(await sendNotesMail(silent, mail, 'k')).toBe('DEFAULT');
  });
});
