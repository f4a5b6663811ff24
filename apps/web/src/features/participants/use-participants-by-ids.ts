import type { Participant } from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useApp } from '../../shell/app-context.js';
import { useAccountSession } from '../login/index.js';

export type ParticipantsLoad =
  | { status: 'pending' }
  | { status: 'loaded'; participants: Participant[] }
  | { status: 'failed' };

/**
 * Participants by id (spec core §7 "participants fetch for a list of ids"), in the order asked.
 * Ids the directory does not return (no longer visible) are left out. A failure shows the
 * participants-fetch-error warning (core §8).
 */
export function useParticipantsByIds(ids: readonly number[]): ParticipantsLoad {
  const { services } = useApp();
  const session = useAccountSession();
  const [load, setLoad] = useState<ParticipantsLoad>({ status: 'pending' });
  const key = ids.join(',');
  useEffect(() => {
    const wanted = key === '' ? [] : key.split(',').map(Number);
    if (wanted.length === 0) {
      setLoad({ status: 'loaded', participants: [] });
      return;
    }
    let isCurrent = true;
    setLoad({ status: 'pending' });
    const memory = services.participants;
    session.api
      .getParticipants({ filters: { ids: wanted } })
      .then((participants) => {
        memory.remember(participants);
        const byId = new Map(participants.map((participant) => [participant.id, participant]));
        const ordered = wanted.flatMap((id) => byId.get(id) ?? []);
        if (isCurrent) setLoad({ status: 'loaded', participants: ordered });
      })
      .catch(() => {
        services.notifications.add({ message: 'participants.fetchError', level: 'warning' });
        if (isCurrent) setLoad({ status: 'failed' });
      });
    return () => {
      isCurrent = false;
    };
  }, [key, session, services.notifications, services.participants]);
  return load;
}
