import { describe, expect, it } from 'vitest';
import { type Participant, participantSchema } from './account-protocol.js';
import {
  ALL_PARTICIPANTS_PAGE_TAKE,
  allParticipantsExpiryMs,
  isDirectoryFresh,
  localParticipantsPage,
  nextDirectoryPage,
  participantsDataMode,
} from './participants-mode.js';

function participant(id: number, fields: Partial<Participant>): Participant {
  return participantSchema.parse({ id, contactable: true, ...fields });
}

const DIRECTORY = [
  participant(1, {
    firstName: 'Marc',
    lastName: 'Dupont',
    organizationName: 'Hélios Énergie',
    role: 'Acheteur',
    profil: 'visitor',
    service: 'sales',
    centerinterest: ['energy'],
  }),
  participant(2, {
    firstName: 'Anne',
    lastName: 'Dupuis',
    organizationName: 'AgriNova',
    role: 'Directrice',
    profil: 'exhibitor',
    service: 'rd',
    centerinterest: ['robots', 'energy'],
  }),
  participant(3, {
    firstName: 'Léa',
    lastName: 'Martin',
    organizationName: 'Dupont Frères',
    role: 'Ingénieure',
    profil: 'visitor',
    service: 'rd',
    centerinterest: ['seeds'],
  }),
];

const ids = (rows: Participant[]) => rows.map((row) => row.id);

describe('participants data mode', () => {
  it('is PARTIAL unless the configuration asks for ALL, with a 60 s expiry by default', () => {
    expect(participantsDataMode(undefined)).toBe('PARTIAL');
    expect(participantsDataMode({ participants: {} })).toBe('PARTIAL');
    expect(participantsDataMode({ participants: { mode: 'ALL' } })).toBe('ALL');
    expect(allParticipantsExpiryMs(undefined)).toBe(60_000);
    expect(allParticipantsExpiryMs({ participants: { expiryMs: 5_000 } })).toBe(5_000);
  });

  it('keeps a copy of the directory for the expiry, then asks for it again', () => {
    expect(isDirectoryFresh(null, 1_000, 60_000)).toBe(false);
    expect(isDirectoryFresh(1_000, 60_999, 60_000)).toBe(true);
    expect(isDirectoryFresh(1_000, 61_000, 60_000)).toBe(false);
    // A clock set back does not make a copy fresh forever.
    expect(isDirectoryFresh(1_000, 500, 60_000)).toBe(false);
  });

  it('fetches the whole directory page after page, from the last id received, until a short page', () => {
    expect(nextDirectoryPage([], null)).toEqual({ start: 0, take: ALL_PARTICIPANTS_PAGE_TAKE });
    expect(nextDirectoryPage(DIRECTORY, ALL_PARTICIPANTS_PAGE_TAKE)).toEqual({
      start: 0,
      take: ALL_PARTICIPANTS_PAGE_TAKE,
      after: 3,
    });
    expect(nextDirectoryPage(DIRECTORY, 3)).toBeNull();
  });
});

describe('search answered from the whole directory', () => {
  const page = (params: Partial<Parameters<typeof localParticipantsPage>[1]>) =>
    ids(localParticipantsPage(DIRECTORY, { start: 0, take: 101, ...params }));

  it('lists everyone in the directory’s order without a keyword', () => {
    expect(page({})).toEqual([1, 2, 3]);
  });

  it('matches a keyword at the start of a name, organisation or role, accents ignored', () => {
    expect(page({ search: 'dup' })).toEqual([1, 2, 3]);
    expect(page({ search: 'helios energie' })).toEqual([1]);
    expect(page({ search: 'marc dupont' })).toEqual([1]);
    expect(page({ search: 'ingé' })).toEqual([3]);
    expect(page({ search: 'pont' })).toEqual([]);
  });

  it('looks only in the last name or only in the organisation with the toggle', () => {
    expect(page({ search: 'dupont', searchBy: 'lastName' })).toEqual([1]);
    expect(page({ search: 'dupont', searchBy: 'organizationName' })).toEqual([3]);
  });

  it('applies the advanced fields together; several interests match any of them', () => {
    expect(page({ filters: { service: 'rd' } })).toEqual([2, 3]);
    expect(page({ filters: { service: 'rd', profil: 'visitor' } })).toEqual([3]);
    expect(page({ filters: { centerinterest: ['seeds', 'robots'] } })).toEqual([2, 3]);
    expect(page({ filters: { lastName: 'dupu', role: 'dir' } })).toEqual([2]);
  });

  it('answers the asked page', () => {
    expect(page({ start: 1, take: 1 })).toEqual([2]);
    expect(page({ start: 3, take: 101 })).toEqual([]);
  });
});
