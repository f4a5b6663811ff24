import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePlainBadge, readLeadBadge, readVisitorBadge } from './badge-codec.js';
import { decodeBase64Url, encodeBase64Url } from './base64url.js';
import type { SignedBadgePayload } from './signed-badge.js';
import { generateBadgeKeyPair, signBadge, verifySignedBadge } from './signed-badge.js';
import type { EcdsaJsonWebKey } from './web-crypto.js';

const positions = [
  { Code: 'Nom', CABPosition: 1 },
  { Code: 'Prenom', CABPosition: 2 },
  { Code: 'Societe', CABPosition: 3 },
  { Code: 'Suivi', CABPosition: null },
];

const payload: SignedBadgePayload = {
  code: 'V0001',
  firstName: 'Anna',
  lastName: 'Durand',
  organizationName: 'Acme',
  email: 'anna.durand@acme.fr',
  role: 'Buyer',
  showId: 'salon-2026',
  issuedAt: Date.UTC(2026, 9, 1),
};

describe('plain badges', () => {
  it('reads format 1: code, then values placed by field position', () => {
    expect(parsePlainBadge('V0001&Durand#Anna#Acme', positions)).toEqual({
      ok: true,
      badge: { format: 'plain', code: 'V0001', values: { Nom: 'Durand', Prenom: 'Anna', Societe: 'Acme' } },
    });
    expect(parsePlainBadge('V0001', positions)).toMatchObject({
      ok: true,
      badge: { code: 'V0001', values: {} },
    });
  });

  it("reads format 2: 'LG.' then values, the last being the code", () => {
    expect(parsePlainBadge('LG.Durand;Anna;Acme;V0001', positions)).toEqual({
      ok: true,
      badge: { format: 'lg', code: 'V0001', values: { Nom: 'Durand', Prenom: 'Anna', Societe: 'Acme' } },
    });
  });

  it('refuses texts that yield no code', () => {
    for (const text of ['', '&Durand#Anna', 'LG.Durand;', '#A7F3E0', 'https://example.com/badge?id=1']) {
      expect(parsePlainBadge(text, positions)).toEqual({ ok: false, error: 'invalidBadge' });
    }
  });
});

describe('base64url', () => {
  it('round-trips any bytes and refuses foreign characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual(bytes);
      }),
    );
    expect(encodeBase64Url(Uint8Array.from([251, 255]))).toBe('-_8');
    expect(decodeBase64Url('ab+/')).toBeNull();
  });
});

describe('signed badges', () => {
  let keys: { publicKey: EcdsaJsonWebKey; privateKey: EcdsaJsonWebKey };
  let otherKeys: { publicKey: EcdsaJsonWebKey; privateKey: EcdsaJsonWebKey };
  let badge: string;

  beforeAll(async () => {
    [keys, otherKeys] = await Promise.all([generateBadgeKeyPair(), generateBadgeKeyPair()]);
    badge = await signBadge(payload, keys.privateKey);
  });

  it('verifies a badge signed with the show key', async () => {
    expect(badge.startsWith('SF1.')).toBe(true);
    expect(await verifySignedBadge(badge, keys.publicKey)).toEqual({ ok: true, payload });
  });

  it('rejects a badge signed with another key', async () => {
    expect(await verifySignedBadge(badge, otherKeys.publicKey)).toEqual({ ok: false, error: 'badSignature' });
  });

  it('rejects a tampered payload', async () => {
    const [, encodedPayload, signature] = badge.split('.');
    const forged = encodeBase64Url(
      new TextEncoder().encode(JSON.stringify({ ...payload, organizationName: 'Evil Corp' })),
    );
    expect(encodedPayload).not.toBe(forged);
    expect(await verifySignedBadge(`SF1.${forged}.${signature}`, keys.publicKey)).toEqual({
      ok: false,
      error: 'badSignature',
    });
  });

  it('rejects a damaged signature or a malformed text as an invalid badge or a bad signature', async () => {
    const flipped = `${badge.slice(0, -2)}${badge.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await verifySignedBadge(flipped, keys.publicKey)).toEqual({ ok: false, error: 'badSignature' });
    expect(await verifySignedBadge('SF1.e30.AAAA', keys.publicKey)).toEqual({
      ok: false,
      error: 'invalidBadge',
    });
    expect(await verifySignedBadge('SF1.not json', keys.publicKey)).toEqual({
      ok: false,
      error: 'invalidBadge',
    });
  });

  it('fills the lead form fields from a signed badge', async () => {
    const read = await readLeadBadge(badge, positions, { publicKey: keys.publicKey });
    expect(read).toEqual({
      ok: true,
      badge: {
        format: 'signed',
        code: 'V0001',
        values: {
          Prenom: 'Anna',
          Nom: 'Durand',
          Societe: 'Acme',
          Email: 'anna.durand@acme.fr',
          Fonction: 'Buyer',
        },
        signed: payload,
      },
    });
    expect(await readLeadBadge(`#${badge}`, positions, { publicKey: keys.publicKey })).toMatchObject({
      ok: true,
    });
    expect(await readLeadBadge('V0002&Martin', positions, { publicKey: keys.publicKey })).toMatchObject({
      ok: true,
      badge: { code: 'V0002', values: { Nom: 'Martin' } },
    });
  });

  it('refuses a signed badge of another show or without a configured key', async () => {
    expect(await readLeadBadge(badge, positions, { publicKey: keys.publicKey, showId: 'other' })).toEqual({
      ok: false,
      error: 'invalidBadge',
    });
    expect(await readLeadBadge(badge, positions, { publicKey: null })).toEqual({
      ok: false,
      error: 'badSignature',
    });
  });

  it('gives the visitor badge reader the id, names, organisation and only the e-mail domain', async () => {
    expect(await readVisitorBadge(badge, { publicKey: keys.publicKey })).toEqual({
      ok: true,
      badge: {
        id: 'V0001',
        firstName: 'Anna',
        lastName: 'Durand',
        organizationName: 'Acme',
        email: '@acme.fr',
      },
    });
  });

  it('tells the visitor badge reader that other QR codes are unhandled', async () => {
    expect(await readVisitorBadge('V0001&Durand#Anna', { publicKey: keys.publicKey })).toEqual({
      ok: false,
      error: 'unhandledQr',
    });
    expect(await readVisitorBadge('https://example.com', { publicKey: keys.publicKey })).toEqual({
      ok: false,
      error: 'unhandledQr',
    });
  });
});
