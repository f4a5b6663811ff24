import {
  type CodificationsDatas,
  isDirectoryFresh,
  localParticipantsPage,
  nextDirectoryPage,
  PARTICIPANT_CODIFICATION_FIELDS,
  type Participant,
  type ParticipantSearchParams,
} from '@showfloor/core';
import type { Clock } from '../../platform/clock/index.js';
import { type AccountApi, isProviderError } from '../../platform/network/index.js';
import type { AccountSession } from '../login/index.js';

/** The whole directory, held in ALL mode (spec core §9), with when it was fetched. */
interface HeldDirectory {
  rows: Participant[];
  fetchedAt: number;
}

/**
 * What the app keeps of the directory: in memory only, never on the device's storage (DESIGN
 * "never the participant directory"), and dropped when the session ends (spec core §4 "Logout …
 * clears participants data"). Also the codification lists, fetched on login and kept for the
 * advanced search.
 */
export class ParticipantMemory {
  private readonly participants = new Map<number, Participant>();
  codifications: CodificationsDatas | null = null;
  private directory: HeldDirectory | null = null;
  private loadingCodifications: Promise<CodificationsDatas> | null = null;
  private loadingDirectory: Promise<HeldDirectory> | null = null;
  /** Bumped on clear, so that an answer arriving after a logout is not kept. */
  private generation = 0;

  constructor(
    private readonly api: AccountApi,
    private readonly now: () => number,
  ) {}

  remember(participants: readonly Participant[]): void {
    for (const participant of participants) this.participants.set(participant.id, participant);
  }

  get(id: number): Participant | undefined {
    return this.participants.get(id);
  }

  /** Records a contact request made, so every screen shows the participant as contacted. */
  markContacted(id: number): void {
    const participant = this.participants.get(id);
    if (participant) this.participants.set(id, { ...participant, contacted: true });
    if (this.directory) {
      this.directory.rows = this.directory.rows.map((row) =>
        row.id === id ? { ...row, contacted: true } : row,
      );
    }
  }

  /**
   * The advanced search's lists (spec core §4 "Codifications are retrieved automatically on login"),
   * asked once per session; an answer without any list is logged (core §8).
   */
  loadCodifications(): Promise<CodificationsDatas> {
    if (this.codifications) return Promise.resolve(this.codifications);
    if (!this.loadingCodifications) {
      const generation = this.generation;
      const loading = this.api.getCodifs(PARTICIPANT_CODIFICATION_FIELDS).then((datas) => {
        if (datas.fieldsInfo.every((field) => field.codif.length === 0)) console.error('no codifications');
        if (generation === this.generation) this.codifications = datas;
        return datas;
      });
      this.loadingCodifications = loading;
      void loading.then(
        () => this.settleCodifications(loading),
        () => this.settleCodifications(loading),
      );
    }
    return this.loadingCodifications;
  }

  /** Whether the held copy of the whole directory can answer a search now. */
  hasFreshDirectory(expiryMs: number): boolean {
    return isDirectoryFresh(this.directory?.fetchedAt ?? null, this.now(), expiryMs);
  }

  /**
   * ALL mode (spec core §4 "on login, participants are fetched when the mode is ALL"): the whole
   * directory, page after page; one fetch at a time, whoever asks.
   */
  loadDirectory(): Promise<HeldDirectory> {
    if (!this.loadingDirectory) {
      const generation = this.generation;
      const loading = this.fetchDirectory().then((directory) => {
        if (generation === this.generation) {
          this.directory = directory;
          this.remember(directory.rows);
        }
        return directory;
      });
      this.loadingDirectory = loading;
      void loading.then(
        () => this.settleDirectory(loading),
        () => this.settleDirectory(loading),
      );
    }
    return this.loadingDirectory;
  }

  /** ALL mode: a page of a search from the held directory, fetched again once older than the expiry. */
  async searchDirectory(params: ParticipantSearchParams, expiryMs: number): Promise<Participant[]> {
    const directory =
      this.directory && this.hasFreshDirectory(expiryMs) ? this.directory : await this.loadDirectory();
    return localParticipantsPage(directory.rows, params);
  }

  clear(): void {
    this.generation += 1;
    this.participants.clear();
    this.codifications = null;
    this.directory = null;
    this.loadingCodifications = null;
    this.loadingDirectory = null;
  }

  /**
   * The pages one after the other. The cursor is the last participant received: when that one hides
   * from the directory during the load, the back office refuses it (400 naming `params.after`), and
   * the load starts again from the first page, once; a second refusal fails the load.
   */
  private async fetchDirectory(): Promise<HeldDirectory> {
    try {
      return await this.fetchDirectoryPages();
    } catch (error) {
      if (!isRefusedCursor(error)) throw error;
      return this.fetchDirectoryPages();
    }
  }

  private async fetchDirectoryPages(): Promise<HeldDirectory> {
    const rows: Participant[] = [];
    let lastPageSize: number | null = null;
    for (;;) {
      const params = nextDirectoryPage(rows, lastPageSize);
      if (!params) break;
      const page = await this.api.getParticipants(params);
      rows.push(...page);
      lastPageSize = page.length;
    }
    return { rows, fetchedAt: this.now() };
  }

  private settleCodifications(loading: Promise<unknown>): void {
    if (this.loadingCodifications === loading) this.loadingCodifications = null;
  }

  private settleDirectory(loading: Promise<unknown>): void {
    if (this.loadingDirectory === loading) this.loadingDirectory = null;
  }
}

/** The back office's refusal of a paging cursor naming a participant no longer visible. */
function isRefusedCursor(error: unknown): boolean {
  return isProviderError(error) && error.httpCode === 400 && error.field === 'params.after';
}

/** The app's participant memory, built by the composition root: emptied whenever the session ends. */
export function createParticipantMemory(session: AccountSession, clock: Clock): ParticipantMemory {
  const memory = new ParticipantMemory(session.api, clock.now);
  session.onCleared(() => memory.clear());
  return memory;
}

/** "Civility First Last", civility left out when empty. */
export function participantName(
  participant: Pick<Participant, 'civility' | 'firstName' | 'lastName'>,
): string {
  return [participant.civility, participant.firstName, participant.lastName].filter(Boolean).join(' ');
}

/** Position and organisation, the directory's subtitle. */
export function participantSubtitle(
  participant: Pick<Participant, 'position' | 'role' | 'organizationName'>,
): string {
  return [participant.position || participant.role, participant.organizationName].filter(Boolean).join(' · ');
}
