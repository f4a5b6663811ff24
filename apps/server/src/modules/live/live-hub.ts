import type { Server as HttpServer } from 'node:http';
import type { ProfileKey, SynchronizedFavoritesEvent } from '@showfloor/core';

/**
 * Where the back office's live events go out (docs/ARCHITECTURE.md "Live layer"). Sending is fire and
 * forget: every event is also recovered by an ordinary HTTP fetch, so a lost one costs a delay only.
 */
export interface LiveHub {
  /** `synchronizedFavorites` to the sockets that joined this sync subject (`code:<code>`, `user:<id>`). */
  toSyncSubject(subject: string, event: SynchronizedFavoritesEvent): void;
  /** An event for every app, whatever its profile. */
  toEveryone(event: 'inboxMessage' | 'dataVersion', payload: unknown): void;
  /** An inbox message for one profile, to the sockets that said they have it (with its pass if protected). */
  toProfile(profile: ProfileKey, event: 'inboxMessage', payload: unknown): void;
  close(): Promise<void>;
}

/** Who may hear a protected profile's messages: the profile codes module's check of a pass. */
export interface ProfileAccess {
  isAllowed(profile: ProfileKey, pass: string | undefined): Promise<boolean>;
}

/** A hub with its sockets: the app attaches it to its HTTP server, and closes it before the server. */
export interface AttachableLiveHub extends LiveHub {
  /** `resolveSyncSubject` is the favorites sync module's check of a `joinSync` token. */
  attach(
    server: HttpServer,
    access: ProfileAccess,
    resolveSyncSubject?: (token: string) => Promise<string | null>,
  ): void;
}

/** A hub that sends nothing: the command line on its own, and tests that hear no socket. */
export const NO_LIVE_HUB: LiveHub = {
  toSyncSubject: () => {},
  toEveryone: () => {},
  toProfile: () => {},
  close: async () => {},
};

/**
 * The sync subject a `joinSync` token stands for, or null for a token that is not valid (the favorites
 * sync module provides it: the same token the app sends to POST /sync).
 */
export type ResolveSyncSubject = (token: string) => Promise<string | null>;

/** Tells the open apps that a version was published: their updaters ask the manifest at once. */
export function announceVersion(live: LiveHub): (version: number) => void {
  return (version) => live.toEveryone('dataVersion', { version });
}
