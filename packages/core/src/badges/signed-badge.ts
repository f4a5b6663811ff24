import { z } from 'zod';
import { utf8Bytes } from '../crypto/sha256.js';
import { decodeBase64Url, encodeBase64Url } from './base64url.js';
import type { EcdsaJsonWebKey, WebCryptoKey } from './web-crypto.js';
import { decodeUtf8, ECDSA_P256, ECDSA_SHA256, subtleCrypto } from './web-crypto.js';

/**
 * Showfloor's own badge format (docs/badge-format.md): 'SF1.' + base64url(JSON payload) + '.' +
 * base64url(ECDSA P-256 / SHA-256 signature, raw r||s). The back office signs with the show's private
 * key; the app checks offline with the public key from the show configuration, so a printed badge
 * cannot be forged or edited.
 */

export const SIGNED_BADGE_PREFIX = 'SF1.';
/** Raw r||s of P-256: two 32-byte integers. */
const SIGNATURE_BYTES = 64;

export const signedBadgePayloadSchema = z.object({
  code: z.string().min(1).max(128),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  organizationName: z.string().max(200),
  email: z.string().max(320),
  role: z.string().max(200),
  showId: z.string().max(128),
  /** When the badge was issued (ms since epoch). */
  issuedAt: z.number().int().min(0),
});
export type SignedBadgePayload = z.infer<typeof signedBadgePayloadSchema>;

const base64UrlText = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** A show's public badge key, as the show configuration carries it. */
export const badgePublicKeySchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: base64UrlText,
  y: base64UrlText,
});
export const badgePrivateKeySchema = badgePublicKeySchema.extend({ d: base64UrlText });

export type SignedBadgeCheck =
  | { ok: true; payload: SignedBadgePayload }
  | { ok: false; error: 'invalidBadge' | 'badSignature' };

const publicKeys = new WeakMap<object, Promise<WebCryptoKey>>();

/** Imported keys are cached per JWK object: a scanning session checks many badges with one key. */
function importPublicKey(jwk: EcdsaJsonWebKey): Promise<WebCryptoKey> {
  let key = publicKeys.get(jwk);
  if (!key) {
    const { kty, crv, x, y } = jwk;
    key = subtleCrypto().importKey('jwk', { kty, crv, x, y }, ECDSA_P256, false, ['verify']);
    publicKeys.set(jwk, key);
  }
  return key;
}

/** Signs a badge payload with the show's private key (back office). */
export async function signBadge(
  payload: SignedBadgePayload,
  privateKeyJwk: EcdsaJsonWebKey,
): Promise<string> {
  const checked = signedBadgePayloadSchema.parse(payload);
  const key = await subtleCrypto().importKey(
    'jwk',
    badgePrivateKeySchema.parse(privateKeyJwk),
    ECDSA_P256,
    false,
    ['sign'],
  );
  const signedPart = `${SIGNED_BADGE_PREFIX}${encodeBase64Url(utf8Bytes(JSON.stringify(checked)))}`;
  const signature = new Uint8Array(await subtleCrypto().sign(ECDSA_SHA256, key, utf8Bytes(signedPart)));
  return `${signedPart}.${encodeBase64Url(signature)}`;
}

/**
 * Checks a signed badge. The signature covers the prefix and the encoded payload exactly as printed,
 * so no re-encoding can change what was signed. A text that is not shaped as a signed badge is
 * 'invalidBadge'; a well-formed one whose signature does not match the key is 'badSignature'.
 */
export async function verifySignedBadge(
  text: string,
  publicKeyJwk: EcdsaJsonWebKey,
): Promise<SignedBadgeCheck> {
  if (!text.startsWith(SIGNED_BADGE_PREFIX)) return { ok: false, error: 'invalidBadge' };
  const parts = text.slice(SIGNED_BADGE_PREFIX.length).split('.');
  if (parts.length !== 2) return { ok: false, error: 'invalidBadge' };
  const [encodedPayload, encodedSignature] = parts as [string, string];
  const payloadBytes = decodeBase64Url(encodedPayload);
  const signature = decodeBase64Url(encodedSignature);
  if (!payloadBytes || !signature || signature.length !== SIGNATURE_BYTES)
    return { ok: false, error: 'invalidBadge' };
  const json = decodeUtf8(payloadBytes);
  if (json === null) return { ok: false, error: 'invalidBadge' };
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(json);
  } catch {
    return { ok: false, error: 'invalidBadge' };
  }
  const payload = signedBadgePayloadSchema.safeParse(parsedJson);
  if (!payload.success) return { ok: false, error: 'invalidBadge' };
  const signedPart = utf8Bytes(`${SIGNED_BADGE_PREFIX}${encodedPayload}`);
  const key = await importPublicKey(publicKeyJwk);
  const isValid = await subtleCrypto().verify(ECDSA_SHA256, key, signature, signedPart);
  return isValid ? { ok: true, payload: payload.data } : { ok: false, error: 'badSignature' };
}

/** A new key pair for a show (back office); the public half goes into the show configuration. */
export async function generateBadgeKeyPair(): Promise<{
  publicKey: EcdsaJsonWebKey;
  privateKey: EcdsaJsonWebKey;
}> {
  const pair = await subtleCrypto().generateKey(ECDSA_P256, true, ['sign', 'verify']);
  const [publicJwk, privateJwk] = await Promise.all([
    subtleCrypto().exportKey('jwk', pair.publicKey),
    subtleCrypto().exportKey('jwk', pair.privateKey),
  ]);
  return {
    publicKey: badgePublicKeySchema.parse(publicJwk),
    privateKey: badgePrivateKeySchema.parse(privateJwk),
  };
}
export type { EcdsaJsonWebKey } from './web-crypto.js';
