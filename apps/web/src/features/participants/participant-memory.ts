import type { CodificationsDatas, Participant } from '@showfloor/core';
import type { AccountSession } from '../login/index.js';

/**
 * What the app keeps of the directory: in memory only, never on the device's storage (DESIGN
 * "never the participant directory"), and dropped when the session ends (spec core §4 "Logout …
 * clears participants data").
 */
export class ParticipantMemory {
  private readonly participants = new Map<number, Participant>();
  codifications: CodificationsDatas | null = null;

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
  }

  clear(): void {
    this.participants.clear();
    this.codifications = null;
  }
}

const memories = new WeakMap<AccountSession, ParticipantMemory>();

export function participantMemoryOf(session: AccountSession): ParticipantMemory {
  let memory = memories.get(session);
  if (!memory) {
    const created = new ParticipantMemory();
    session.onCleared(() => created.clear());
    memories.set(session, created);
    memory = created;
  }
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
