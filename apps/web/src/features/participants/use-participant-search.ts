import {
  allParticipantsExpiryMs,
  appendPage,
  atOffset,
  firstWindow,
  nextOffset,
  type Participant,
  type ParticipantSearchParams,
  participantsDataMode,
  prependPage,
  previousOffset,
  type ResultWindow,
} from '@showfloor/core';
import { useCallback, useRef, useState } from 'react';
import { useApp } from '../../shell/app-context.js';
import { useAccountSession } from '../login/index.js';

/** Spec core §4 "Item list status" and "Search": pending, results, no result, or a failed fetch. */
export type SearchStatus = 'idle' | 'pending' | 'results' | 'noResult' | 'failed';

export interface ParticipantSearch {
  status: SearchStatus;
  window: ResultWindow<Participant> | null;
  /** Runs a new query from its first page; an older query's late answer is ignored. */
  run(params: ParticipantSearchParams): void;
  more(): void;
  previous(): void;
  isLoadingPage: boolean;
}

/**
 * The directory search: pages of the take, at most twice the take in memory. In PARTIAL mode each
 * page is asked of the back office; in ALL mode it is answered from the whole directory held in
 * memory, fetched again once older than the expiry (spec core §9).
 */
export function useParticipantSearch(): ParticipantSearch {
  const { services, config } = useApp();
  const session = useAccountSession();
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [window, setWindow] = useState<ResultWindow<Participant> | null>(null);
  const [isLoadingPage, setLoadingPage] = useState(false);
  const query = useRef<ParticipantSearchParams | null>(null);
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (params: ParticipantSearchParams): Promise<Participant[] | null> => {
      const asked = generation.current;
      const memory = services.participants;
      try {
        const rows =
          participantsDataMode(config) === 'ALL'
            ? await memory.searchDirectory(params, allParticipantsExpiryMs(config))
            : await session.api.getParticipants(params);
        memory.remember(rows);
        return asked === generation.current ? rows : null;
      } catch {
        // Participants fetch failure shows a participants-fetch-error warning (spec core §8).
        if (asked === generation.current) {
          services.notifications.add({ message: 'participants.fetchError', level: 'warning' });
        }
        return null;
      }
    },
    [session, services.notifications, services.participants, config],
  );

  const run = useCallback(
    (params: ParticipantSearchParams) => {
      generation.current += 1;
      query.current = params;
      setStatus('pending');
      void fetchPage(params).then((rows) => {
        if (rows === null) {
          if (query.current === params) setStatus('failed');
          return;
        }
        const first = firstWindow(rows);
        setWindow(first);
        setStatus(first.rows.length === 0 ? 'noResult' : 'results');
      });
    },
    [fetchPage],
  );

  const page = (direction: 'more' | 'previous') => {
    const params = query.current;
    if (!params || !window || isLoadingPage) return;
    const offset = direction === 'more' ? nextOffset(window) : previousOffset(window);
    if (offset === undefined) return;
    setLoadingPage(true);
    void fetchPage(atOffset(params, offset)).then((rows) => {
      setLoadingPage(false);
      if (rows === null) return;
      setWindow((current) =>
        current ? (direction === 'more' ? appendPage(current, rows) : prependPage(current, rows)) : current,
      );
    });
  };

  return {
    status,
    window,
    run,
    more: () => page('more'),
    previous: () => page('previous'),
    isLoadingPage,
  };
}
