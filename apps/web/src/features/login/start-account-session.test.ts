import { describe, expect, it } from 'vitest';
import { adoptAddressToken } from './start-account-session.js';

function addressBar(search: string) {
  const replaced: string[] = [];
  return {
    replaced,
    bar: {
      location: { pathname: '/', search, hash: '' },
      history: {
        state: { navIndex: 0 },
        replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => {
          replaced.push(String(url));
        },
      },
    },
  };
}

describe('token in the address on start', () => {
  it('removes the token from the address bar before it becomes the session', async () => {
    const adopted: string[] = [];
    const { bar, replaced } = addressBar('?/user-data?token=abc&lang=en');
    await adoptAddressToken({ adoptToken: async (token) => void adopted.push(token) }, bar);
    expect(replaced).toEqual(['/?/user-data?lang=en']);
    expect(adopted).toEqual(['abc']);
  });

  it('leaves an address without a token alone', async () => {
    const adopted: string[] = [];
    const { bar, replaced } = addressBar('?/user-data');
    await adoptAddressToken({ adoptToken: async (token) => void adopted.push(token) }, bar);
    expect(replaced).toEqual([]);
    expect(adopted).toEqual([]);
  });
});
