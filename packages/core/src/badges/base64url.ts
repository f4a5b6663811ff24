/**
 * Base64url without padding (RFC 4648 §5), written out because core has no platform API: the ES
 * library types carry neither `btoa` nor `Buffer`.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Map([...ALPHABET].map((character, index) => [character, index]));

export function encodeBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = (bytes[index]! << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    const characters = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6));
    for (let position = 0; position < characters; position += 1) {
      text += ALPHABET[(chunk >> (18 - 6 * position)) & 63];
    }
  }
  return text;
}

/** The bytes of a base64url text, or null when it holds another character or a length no encoder produces. */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const character of text) {
    const value = VALUES.get(character);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written++] = (buffer >> bits) & 0xff;
    }
  }
  // Leftover bits must be zero, so that one byte string has exactly one text.
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}
