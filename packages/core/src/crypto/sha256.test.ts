import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex, utf8Bytes } from './sha256.js';

describe('sha256Hex', () => {
  // NIST FIPS 180-4 examples and well-known digests.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    ['1234', '03ac674216f3e15c761ee1a5e255f067953623c8b388b4459e13f978d7c846f4'],
    [
      'The quick brown fox jumps over the lazy dog',
      'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
    ],
  ])('hashes %j to the published digest', (input, digest) => {
    expect(sha256Hex(input)).toBe(digest);
  });

  it('hashes a million "a" (multi-block message)', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  // WebCrypto is the oracle: a global, so core keeps its no-node-imports rule even in tests.
  async function webCryptoHex(bytes: Uint8Array): Promise<string> {
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  it('agrees with WebCrypto for any text, including non-ASCII and padding boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 130 }), async (text) => {
        expect(sha256Hex(text)).toBe(await webCryptoHex(new TextEncoder().encode(text)));
      }),
    );
  });

  it('agrees with WebCrypto for raw bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), async (bytes) => {
        expect(sha256Hex(bytes)).toBe(await webCryptoHex(bytes));
      }),
    );
  });
});

describe('utf8Bytes', () => {
  it('encodes accents, CJK and emoji as TextEncoder does', () => {
    for (const text of ['Café', '展会', '🎪 salon', 'lone \ud800 surrogate']) {
      expect(Array.from(utf8Bytes(text))).toEqual(Array.from(new TextEncoder().encode(text)));
    }
  });
});
