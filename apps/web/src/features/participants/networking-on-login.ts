import { participantsDataMode } from '@showfloor/core';
import { registerSessionSetup } from '../login/index.js';
import { participantMemoryOf } from './participant-memory.js';

/**
 * Spec core §4: "On login, participants are fetched when the participants mode is ALL.
 * Codifications are retrieved automatically on login." Both only when networking is on; a failed
 * directory fetch shows the participants-fetch-error warning (core §8), a failed codifications fetch
 * is only logged (the advanced search asks again when it opens).
 */
registerSessionSetup((session, services) => {
  const memory = participantMemoryOf(session);
  session.onLoggedIn(() => {
    const config = services.config.getSnapshot();
    if (!config?.features.networking) return;
    memory.loadCodifications().catch((error: unknown) => console.error('codifications fetch failed', error));
    if (participantsDataMode(config) !== 'ALL') return;
    memory.loadDirectory().catch(() => {
      services.notifications.add({ message: 'participants.fetchError', level: 'warning' });
    });
  });
});
