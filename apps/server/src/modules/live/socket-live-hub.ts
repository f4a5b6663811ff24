import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  joinSyncRequestSchema,
  LIVE_CLIENT_EVENT_NAMES,
  LIVE_EVENT_NAMES,
  LIVE_RECOVERY_MAX_DISCONNECTION_MS,
  LIVE_SOCKET_PATH,
  liveHandshakeSchema,
  type ProfileKey,
  type SynchronizedFavoritesEvent,
} from '@showfloor/core';
import { type ServerOptions, Server as SocketServer } from 'socket.io';
import type { AttachableLiveHub, ProfileAccess, ResolveSyncSubject } from './live-hub.js';
import { isAllowedSocketOrigin } from './live-origin-policy.js';

export interface SocketLiveHubOptions {
  /** CORS_ORIGINS: the pages of other origins allowed to open a socket. */
  trustedOrigins: readonly string[];
  publicUrl: string | undefined;
  /** Sockets open at once from one address; one more handshake is refused. */
  maxSocketsPerAddress: number;
  /** The multi-process adapter (postgres, redis); the in-memory one when absent. */
  adapter?: ServerOptions['adapter'];
  resolveSyncSubject?: ResolveSyncSubject;
  /** Resources of the adapter to release once socket.io is closed (its pool or Redis client). */
  closeAdapter?: () => Promise<void>;
}

/** What this hub reads of an engine.io connection. */
interface EngineSocket {
  remoteAddress: string;
  once(event: 'close', listener: () => void): void;
}

export const SYNC_ROOM_PREFIX = 'sync:';
export const PROFILE_ROOM_PREFIX = 'profile:';

/** The refusals a client reads in its `connect_error` (engine.io's message). */
export const HANDSHAKE_REFUSALS = {
  origin: 'ORIGIN_NOT_ALLOWED',
  tooMany: 'TOO_MANY_SOCKETS',
} as const;

/**
 * socket.io on the back office's own port (the app's origin, no second port to open). Clients join
 * the everyone room by connecting, their profile's room on the handshake (a protected profile with
 * its pass), and a sync subject's room with `joinSync`.
 */
export class SocketLiveHub implements AttachableLiveHub {
  private readonly io: SocketServer;
  private readonly socketsByAddress = new Map<string, number>();
  private access: ProfileAccess | undefined;
  private resolveSyncSubject: ResolveSyncSubject | undefined;
  private isClosed = false;

  constructor(private readonly options: SocketLiveHubOptions) {
    this.io = new SocketServer({
      path: LIVE_SOCKET_PATH,
      serveClient: false,
      // The app sends small messages only (a sync token); nothing bigger is read.
      maxHttpBufferSize: 16_000,
      cors: {
        origin: (origin, callback) => callback(null, this.isAllowedOrigin(origin, undefined)),
        credentials: true,
      },
      allowRequest: (request, callback) => this.admit(request, callback),
      // Missed events replayed to a socket back within this long (the in-memory and Redis Streams
      // adapters keep them; the Postgres adapter does not, and the app then fetches over HTTP).
      connectionStateRecovery: { maxDisconnectionDuration: LIVE_RECOVERY_MAX_DISCONNECTION_MS },
      ...(options.adapter === undefined ? {} : { adapter: options.adapter }),
    });
    this.io.on('connection', (socket) => {
      // A recovered socket has its rooms back already.
      if (!socket.recovered) void this.joinProfileRoom(socket.handshake.auth, (room) => socket.join(room));
      socket.on(LIVE_CLIENT_EVENT_NAMES.joinSync, async (token: unknown, acknowledge: unknown) => {
        const joined = await this.joinSyncRoom(token, (room) => socket.join(room));
        if (typeof acknowledge === 'function') acknowledge({ joined });
      });
    });
  }

  /** Listens on the back office's HTTP server; `access` checks the passes of protected profiles. */
  attach(server: HttpServer, access: ProfileAccess, resolveSyncSubject?: ResolveSyncSubject): void {
    this.access = access;
    this.resolveSyncSubject = this.options.resolveSyncSubject ?? resolveSyncSubject;
    this.io.attach(server);
    this.io.engine.on('connection', (socket: EngineSocket) => {
      const address = socket.remoteAddress;
      this.socketsByAddress.set(address, (this.socketsByAddress.get(address) ?? 0) + 1);
      socket.once('close', () => {
        const left = (this.socketsByAddress.get(address) ?? 1) - 1;
        if (left > 0) this.socketsByAddress.set(address, left);
        else this.socketsByAddress.delete(address);
      });
    });
  }

  toSyncSubject(subject: string, event: SynchronizedFavoritesEvent): void {
    this.io.to(`${SYNC_ROOM_PREFIX}${subject}`).emit(LIVE_EVENT_NAMES.synchronizedFavorites, event);
  }

  toEveryone(event: 'inboxMessage' | 'dataVersion', payload: unknown): void {
    this.io.emit(LIVE_EVENT_NAMES[event], payload);
  }

  toProfile(profile: ProfileKey, event: 'inboxMessage', payload: unknown): void {
    this.io.to(`${PROFILE_ROOM_PREFIX}${profile}`).emit(LIVE_EVENT_NAMES[event], payload);
  }

  /** Sockets open now on this process (the bench and the tests). */
  get socketCount(): number {
    return this.io.engine?.clientsCount ?? 0;
  }

  /**
   * Closes every socket, then the adapter, leaving the HTTP server to its owner (Fastify closes it
   * after this, and an open WebSocket would keep it from closing).
   */
  async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    // The transports closed, not the sockets disconnected: a socket told "disconnect" by the server
    // never reconnects by itself, while one whose transport closed reconnects to the server that
    // takes over (this one restarted, or another process). Not attached (an app that failed to
    // build): no engine to close.
    if (this.io.engine !== undefined) this.io.engine.close();
    await this.io.of('/').adapter.close();
    await this.options.closeAdapter?.();
  }

  private isAllowedOrigin(origin: string | undefined, host: string | undefined): boolean {
    return isAllowedSocketOrigin(origin, host, this.options);
  }

  private admit(request: IncomingMessage, callback: (error: string | null, success: boolean) => void): void {
    if (!this.isAllowedOrigin(request.headers.origin, request.headers.host)) {
      callback(HANDSHAKE_REFUSALS.origin, false);
      return;
    }
    const address = request.socket.remoteAddress ?? '';
    if ((this.socketsByAddress.get(address) ?? 0) >= this.options.maxSocketsPerAddress) {
      callback(HANDSHAKE_REFUSALS.tooMany, false);
      return;
    }
    callback(null, true);
  }

  private async joinProfileRoom(auth: unknown, join: (room: string) => void): Promise<void> {
    const handshake = liveHandshakeSchema.safeParse(auth);
    const profile = handshake.success ? handshake.data.profile : undefined;
    if (profile === undefined || this.access === undefined) return;
    if (await this.access.isAllowed(profile, handshake.data?.pass)) join(`${PROFILE_ROOM_PREFIX}${profile}`);
  }

  private async joinSyncRoom(token: unknown, join: (room: string) => void): Promise<boolean> {
    const parsed = joinSyncRequestSchema.safeParse(token);
    if (!parsed.success || this.resolveSyncSubject === undefined) return false;
    const subject = await this.resolveSyncSubject(parsed.data).catch(() => null);
    if (subject === null) return false;
    join(`${SYNC_ROOM_PREFIX}${subject}`);
    return true;
  }
}
