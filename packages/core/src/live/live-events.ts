import { z } from 'zod';
import { PERSONAL_DATA_TYPES, PUBLISHED_DATA_TYPES } from '../catalog/data-types.js';
import { syncedPositionEntrySchema } from '../favorites/favorite-positions-merge.js';
import type { SyncedFavoriteEntry } from '../favorites/favorites-merge.js';
import { inboxMessageSchema } from '../inbox/inbox-message.js';
import { inboxProfileSchema } from '../inbox/inbox-protocol.js';

/**
 * The events the back office sends the app over its socket (DESIGN "Data flow" 5). Each one can also
 * be recovered by an ordinary HTTP fetch: the socket only makes it arrive sooner.
 */
export const LIVE_EVENT_NAMES = {
  synchronizedFavorites: 'synchronizedFavorites',
  inboxMessage: 'inboxMessage',
  dataVersion: 'dataVersion',
} as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[keyof typeof LIVE_EVENT_NAMES];

/** What the app sends: `joinSync` with the token it sends to POST /sync, to hear its favorites' changes. */
export const LIVE_CLIENT_EVENT_NAMES = { joinSync: 'joinSync' } as const;

/** The socket.io path on the back office's own port. */
export const LIVE_SOCKET_PATH = '/socket.io';

const favoriteDataTypeSchema = z.enum([...PUBLISHED_DATA_TYPES, ...PERSONAL_DATA_TYPES]);

const syncedFavoriteEntrySchema: z.ZodType<SyncedFavoriteEntry> = z.object({
  id: z.number().int(),
  dataType: favoriteDataTypeSchema,
  action: z.enum(['create', 'delete']),
  timestamp: z.number().int().nonnegative(),
});

/** A subject's merged favorites and map positions, after a sync of one of its devices. */
export const synchronizedFavoritesEventSchema = z.object({
  entries: z.array(syncedFavoriteEntrySchema),
  positions: z.array(syncedPositionEntrySchema).optional(),
});
export type SynchronizedFavoritesEvent = z.infer<typeof synchronizedFavoritesEventSchema>;

/** The message as Web Push carries it (`InboxPushPayload.message`). */
export const inboxMessageEventSchema = inboxMessageSchema;
export type InboxMessageEvent = z.infer<typeof inboxMessageEventSchema>;

/** A new data version was published: the updater asks the manifest at once. */
export const dataVersionEventSchema = z.object({ version: z.number().int().positive() });
export type DataVersionEvent = z.infer<typeof dataVersionEventSchema>;

/** Each event's payload schema: the app parses what arrives once, at the socket. */
export const LIVE_EVENT_SCHEMAS = {
  synchronizedFavorites: synchronizedFavoritesEventSchema,
  inboxMessage: inboxMessageEventSchema,
  dataVersion: dataVersionEventSchema,
} as const;

export interface LiveEventPayloads {
  synchronizedFavorites: SynchronizedFavoritesEvent;
  inboxMessage: InboxMessageEvent;
  dataVersion: DataVersionEvent;
}

/** `joinSync`'s argument: the encrypted sync token of POST /sync. */
export const joinSyncRequestSchema = z.string().min(1).max(2_000);

/**
 * What the app says on the handshake (socket.io `auth`): its profile, and the pass of a protected
 * profile, so that messages for that profile reach it. Never a session token, never in the URL.
 */
export const liveHandshakeSchema = z.object({
  profile: inboxProfileSchema.optional(),
  pass: z.string().min(1).max(2_000).optional(),
});
export type LiveHandshake = z.infer<typeof liveHandshakeSchema>;
