import { type Cipher, createCipheriv, createHash } from 'node:crypto';
import { z } from 'zod';
import { MAX_DATABASE_ID } from '../../http/safe-input.js';

/**
 * Public participant ids: 52 bits, so they stay exact JavaScript numbers (below 2^53) and the app's
 * shapes, which make participant ids numbers, keep working.
 */
const HALF_BITS = 26;
const HALF_SIZE = 2 ** HALF_BITS;
const HALF_MASK = HALF_SIZE - 1;
export const MAX_PUBLIC_PARTICIPANT_ID = HALF_SIZE * HALF_SIZE - 1;
/** Rounds of the Feistel network; 10, as FF1 (NIST SP 800-38G) uses for small domains. */
const ROUNDS = 10;
const BLOCK = 16;

declare const publicParticipantIdBrand: unique symbol;
/** A participant id as the app sees it: opaque, never the row's id. */
export type PublicParticipantId = number & { readonly [publicParticipantIdBrand]: true };

/** A participant id sent by a client, as a number or a numeric string, within the public range. */
export const publicParticipantIdSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(MAX_PUBLIC_PARTICIPANT_ID, { error: `must be at most ${MAX_PUBLIC_PARTICIPANT_ID}` })
  .transform((id) => id as PublicParticipantId);

/**
 * The keyed permutation between row ids and public ids (docs/decisions.md, "Hardening"): a balanced
 * Feistel network over 52 bits whose round function is AES-256 under a key derived from the show's
 * secret. Row ids are assigned in sequence, so their gaps showed who is hidden; public ids are spread
 * over 2^52 values, tell nothing of their neighbours, and cannot be guessed or walked. The mapping is
 * stable for as long as the key is, so the ids a device holds (contacted participants, the sheet it
 * shows) keep naming the same participants.
 */
export class ParticipantPublicIds {
  // ECB over blocks that each hold one round input: every block is one independent AES call, so a
  // whole page's round is a single update of the long-lived cipher.
  private readonly cipher: Cipher;

  constructor(secret: string) {
    const key = createHash('sha256').update('showfloor/participant-public-ids/v1\0').update(secret).digest();
    this.cipher = createCipheriv('aes-256-ecb', key, null);
    this.cipher.setAutoPadding(false);
  }

  toPublic(id: number): PublicParticipantId {
    const [publicId] = this.toPublicMany([id]);
    return publicId as PublicParticipantId;
  }

  /** Public ids of row ids, in order; one AES update per round for the whole list. */
  toPublicMany(ids: readonly number[]): PublicParticipantId[] {
    let left = ids.map((id) => Math.floor(id / HALF_SIZE));
    let right = ids.map((id) => id & HALF_MASK);
    for (let round = 0; round < ROUNDS; round++) {
      const mixed = this.roundFunction(round, right);
      [left, right] = [right, left.map((half, index) => (half ^ (mixed[index] ?? 0)) >>> 0)];
    }
    return left.map((half, index) => (half * HALF_SIZE + (right[index] ?? 0)) as PublicParticipantId);
  }

  /** The row id a public id names, or undefined when it names none a row can have (a forged id). */
  toInternal(publicId: PublicParticipantId): number | undefined {
    return this.toInternalMany([publicId])[0];
  }

  toInternalMany(publicIds: readonly PublicParticipantId[]): (number | undefined)[] {
    let left = publicIds.map((id) => Math.floor(id / HALF_SIZE));
    let right = publicIds.map((id) => id & HALF_MASK);
    for (let round = ROUNDS - 1; round >= 0; round--) {
      const mixed = this.roundFunction(round, left);
      [left, right] = [right.map((half, index) => (half ^ (mixed[index] ?? 0)) >>> 0), left];
    }
    // Row ids are positive 32-bit integers: any other result names no row. A made-up public id
    // decodes into that range about once in 2^21 tries, and then must still name a visible row.
    return left.map((half, index) => {
      const id = half * HALF_SIZE + (right[index] ?? 0);
      return id >= 1 && id <= MAX_DATABASE_ID ? id : undefined;
    });
  }

  private roundFunction(round: number, halves: readonly number[]): number[] {
    if (halves.length === 0) return [];
    const input = Buffer.alloc(halves.length * BLOCK);
    halves.forEach((half, index) => {
      input.writeUInt8(round, index * BLOCK);
      input.writeUInt32BE(half, index * BLOCK + 1);
    });
    const output = this.cipher.update(input);
    return halves.map((_, index) => output.readUInt32BE(index * BLOCK) & HALF_MASK);
  }
}
