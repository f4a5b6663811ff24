import type { ShowConfig } from '../config/show-config.js';
import {
  ALL_PARTICIPANTS_EXPIRY_MS,
  type PARTICIPANTS_DATA_MODES,
  PARTICIPANTS_DEFAULT_DATA_MODE,
} from '../constants/spec-constants.js';
import { comparableSearchText } from '../search/search-text.js';
import type { Participant } from './account-protocol.js';
import { fetchTake, type ParticipantSearchParams } from './participant-search.js';

/**
 * The participants data modes of spec core §9: PARTIAL (the default) asks the back office for each
 * page of a search; ALL fetches the whole directory on login (core §4) and answers searches from
 * memory while the copy is younger than the expiry (60 s), fetching it again after that.
 */
export type ParticipantsDataMode = (typeof PARTICIPANTS_DATA_MODES)[number];

type ModeConfig = Pick<ShowConfig, 'participants'> | undefined;

export function participantsDataMode(config: ModeConfig): ParticipantsDataMode {
  return config?.participants?.mode ?? PARTICIPANTS_DEFAULT_DATA_MODE;
}

export function allParticipantsExpiryMs(config: ModeConfig): number {
  return config?.participants?.expiryMs ?? ALL_PARTICIPANTS_EXPIRY_MS;
}

/** Whether a copy of the whole directory fetched at `fetchedAt` can still answer at `now`. */
export function isDirectoryFresh(fetchedAt: number | null, now: number, expiryMs: number): boolean {
  return fetchedAt !== null && now >= fetchedAt && now - fetchedAt < expiryMs;
}

/** The most rows one `getParticipants.htm` call answers (docs/protocol.md): the spec's take plus one. */
export const ALL_PARTICIPANTS_PAGE_TAKE = fetchTake();

/**
 * The call fetching the whole directory page after page, in the back office's name order, with
 * keyset paging (`after`: the last id received); null once a short page said there is no more.
 */
export function nextDirectoryPage(
  received: readonly Participant[],
  lastPageSize: number | null,
): ParticipantSearchParams | null {
  if (lastPageSize !== null && lastPageSize < ALL_PARTICIPANTS_PAGE_TAKE) return null;
  const last = received.at(-1);
  const params: ParticipantSearchParams = {
    start: 0,
    take: ALL_PARTICIPANTS_PAGE_TAKE,
  };
  if (last) params.after = last.id;
  return params;
}

function words(text: string): string[] {
  return comparableSearchText(text)
    .split(' ')
    .filter((word) => word !== '');
}

function startsField(fields: readonly string[], prefix: string): boolean {
  return fields.some((field) => field.startsWith(prefix));
}

/** The same prefix rules as the back office (docs/accounts.md "Search at scale"). */
function matchesKeyword(participant: Participant, params: ParticipantSearchParams): boolean {
  const keyword = words(params.search ?? '');
  if (keyword.length === 0) return true;
  const role = participant.role || participant.position;
  const fields = (
    params.searchBy === 'lastName'
      ? [participant.lastName]
      : params.searchBy === 'organizationName'
        ? [participant.organizationName]
        : [participant.lastName, participant.firstName, participant.organizationName, role]
  ).map(comparableSearchText);
  return startsField(fields, keyword.join(' ')) || keyword.every((word) => startsField(fields, word));
}

function startsWithFilter(value: string, filter: string | undefined): boolean {
  const prefix = comparableSearchText(filter ?? '');
  return prefix === '' || comparableSearchText(value).startsWith(prefix);
}

function matchesFilters(participant: Participant, params: ParticipantSearchParams): boolean {
  const filters = params.filters ?? {};
  if (!startsWithFilter(participant.lastName, filters.lastName)) return false;
  if (!startsWithFilter(participant.organizationName, filters.organizationName)) return false;
  if (!startsWithFilter(participant.role || participant.position, filters.role)) return false;
  if (filters.profil && participant.profil !== filters.profil) return false;
  if (filters.service && participant.service !== filters.service) return false;
  const interests = filters.centerinterest ?? [];
  if (interests.length > 0 && !interests.some((code) => participant.centerinterest.includes(code)))
    return false;
  return true;
}

/**
 * ALL mode: a page of a search answered from the whole directory held in memory, as the back office
 * would answer it (its order, `start`, `take` rows at most).
 */
export function localParticipantsPage(
  directory: readonly Participant[],
  params: ParticipantSearchParams,
): Participant[] {
  const matching = directory.filter(
    (participant) => matchesKeyword(participant, params) && matchesFilters(participant, params),
  );
  return matching.slice(params.start, params.start + params.take);
}
