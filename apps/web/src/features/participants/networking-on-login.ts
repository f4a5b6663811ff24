import { participantsDataMode } from '@showfloor/core';
import type { NotificationStore, ShowConfigStore } from '../../shell/index.js';
import type { AccountSession } from '../login/index.js';
import type { ParticipantMemory } from './participant-memory.js';

export interface NetworkingOnLoginDeps {
  account: AccountSession;
  participants: ParticipantMemory;
  config: ShowConfigStore;
  notifications: NotificationStore;
}

/**
 * Spec core §4: "On login, participants are fetched when the participants mode is ALL.
 * Codifications are retrieved automatically on login." Both only when networking is on; a failed
 * directory fetch shows the participants-fetch-error warning (core §8), a failed codifications fetch
 * is only logged (the advanced search asks again when it opens).
 */
export function fetchNetworkingOnLogin({
  account,
  participants,
  config,
  notifications,
}: NetworkingOnLoginDeps): void {
  account.onLoggedIn(() => {
    const show = config.getSnapshot();
    if (!show?.features.networking) return;
    participants
      .loadCodifications()
      .catch((error: unknown) => console.error('codifications fetch failed', error));
    if (participantsDataMode(show) !== 'ALL') return;
    participants.loadDirectory().catch(() => {
      notifications.add({ message: 'participants.fetchError', level: 'warning' });
    });
  });
}
