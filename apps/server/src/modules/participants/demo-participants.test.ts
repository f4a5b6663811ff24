import { describe, expect, it } from 'vitest';
import { demoCodes } from './demo-codifications.js';
import { generateDemoParticipants } from './demo-participants.js';

describe('demo participants', () => {
  it('are the same on every run, with unique external ids', () => {
    const first = generateDemoParticipants(500);
    expect(generateDemoParticipants(500)).toEqual(first);
    expect(new Set(first.map((participant) => participant.externalId)).size).toBe(500);
  });

  it('use only codification codes, and include invisible and non-contactable participants', () => {
    const participants = generateDemoParticipants(2_000);
    const profils = new Set(demoCodes('profil'));
    const interests = new Set(demoCodes('centerinterest'));
    for (const participant of participants) {
      expect(profils.has(participant.profil ?? '')).toBe(true);
      for (const interest of participant.centerinterest ?? []) expect(interests.has(interest)).toBe(true);
    }
    const hidden = participants.filter((participant) => participant.visible === false).length;
    const closed = participants.filter((participant) => participant.contactable === false).length;
    expect(hidden).toBeGreaterThan(50);
    expect(hidden).toBeLessThan(200);
    expect(closed).toBeGreaterThan(150);
  });
});
