import { useEffect } from 'react';
import type { LiveConnection } from '../platform/live/index.js';

/**
 * Opens the live socket once the first screen is drawn (its client code is a chunk of its own, so
 * the first page's scripts do not grow), and again when the network is back if it could not start.
 */
export function useLiveConnection(live: LiveConnection): void {
  useEffect(() => {
    void live.start();
    const onOnline = () => void live.start();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [live]);
}
