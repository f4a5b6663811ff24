import { describe, expect, it } from 'vitest';
import {
  MAX_PUBLIC_PARTICIPANT_ID,
  ParticipantPublicIds,
  type PublicParticipantId,
} from './participant-public-ids.js';

describe('public participant ids', () => {
  const ids = new ParticipantPublicIds('a show secret');

  it('maps each row id to one public id and back, whatever the order and batch', () => {
    const rows = [1, 2, 3, 4, 5, 1000, 65_535, 2 ** 26, 2 ** 31 - 1];
    const publicIds = ids.toPublicMany(rows);
    expect(new Set(publicIds).size).toBe(rows.length);
    expect(
      publicIds.every((id) => Number.isSafeInteger(id) && id >= 0 && id <= MAX_PUBLIC_PARTICIPANT_ID),
    ).toBe(true);
    expect(ids.toInternalMany(publicIds)).toEqual(rows);
    expect(rows.map((row) => ids.toPublic(row))).toEqual(publicIds);
    expect(ids.toInternal(ids.toPublic(42))).toBe(42);
  });

  it('spreads consecutive rows far apart, so gaps tell nothing of hidden participants', () => {
    const publicIds = ids.toPublicMany(Array.from({ length: 200 }, (_, index) => index + 1));
    const sorted = [...publicIds].sort((a, b) => a - b);
    const gaps = sorted.slice(1).map((id, index) => id - (sorted[index] ?? 0));
    // 200 values uniform over 2^52 have gaps around 2^44; sequential ids would have gaps of 1.
    expect(Math.min(...gaps)).toBeGreaterThan(2 ** 30);
    // Neither the order nor the magnitude of the rows shows through.
    expect(sorted).not.toEqual(publicIds);
  });

  it('differs from one show key to another', () => {
    const other = new ParticipantPublicIds('another secret');
    expect(other.toPublic(7)).not.toBe(ids.toPublic(7));
    expect(other.toInternal(ids.toPublic(7))).not.toBe(7);
  });

  it('refuses made-up public ids: almost none names a row id', () => {
    let named = 0;
    for (let guess = 0; guess < 5_000; guess++) {
      if (ids.toInternal((guess * 0x9e3779b1) as PublicParticipantId) !== undefined) named += 1;
    }
    expect(named).toBe(0);
    expect(ids.toInternal(0 as PublicParticipantId)).toBeUndefined();
  });
});
