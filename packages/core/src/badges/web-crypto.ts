/**
 * The few WebCrypto and text-encoding calls badge signatures need, typed here because core compiles
 * against the ES library only (no DOM, no Node types). Both exist in Node 20 and every browser.
 */

/** An opaque key handle of WebCrypto. */
export interface WebCryptoKey {
  readonly type: string;
}

export interface EcdsaJsonWebKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d?: string;
}

type EcdsaImport = { name: 'ECDSA'; namedCurve: 'P-256' };
type EcdsaSign = { name: 'ECDSA'; hash: 'SHA-256' };

interface SubtleCryptoSubset {
  importKey(
    format: 'jwk',
    key: EcdsaJsonWebKey,
    algorithm: EcdsaImport,
    extractable: boolean,
    usages: ('sign' | 'verify')[],
  ): Promise<WebCryptoKey>;
  sign(algorithm: EcdsaSign, key: WebCryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
  verify(algorithm: EcdsaSign, key: WebCryptoKey, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
  generateKey(
    algorithm: EcdsaImport,
    extractable: boolean,
    usages: ('sign' | 'verify')[],
  ): Promise<{ publicKey: WebCryptoKey; privateKey: WebCryptoKey }>;
  exportKey(format: 'jwk', key: WebCryptoKey): Promise<EcdsaJsonWebKey>;
}

interface TextDecoderSubset {
  decode(bytes: Uint8Array): string;
}

interface PlatformGlobals {
  crypto?: { subtle?: SubtleCryptoSubset };
  TextDecoder?: new (label: string, options: { fatal: boolean }) => TextDecoderSubset;
}

const platform = globalThis as unknown as PlatformGlobals;

export const ECDSA_P256: EcdsaImport = { name: 'ECDSA', namedCurve: 'P-256' };
export const ECDSA_SHA256: EcdsaSign = { name: 'ECDSA', hash: 'SHA-256' };

/** WebCrypto's subtle API; only plain-http pages of old browsers lack it, and badges cannot be checked there. */
export function subtleCrypto(): SubtleCryptoSubset {
  const subtle = platform.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available: signed badges cannot be checked');
  return subtle;
}

/** Strict UTF-8 decoding: null for bytes that are not UTF-8, rather than replacement characters. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  const Decoder = platform.TextDecoder;
  if (!Decoder) throw new Error('TextDecoder is not available');
  try {
    return new Decoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
