import {
  INITIAL_LIVE_CONNECTION,
  LIVE_CLIENT_EVENT_NAMES,
  LIVE_EVENT_NAMES,
  LIVE_EVENT_SCHEMAS,
  LIVE_SOCKET_PATH,
  type LiveConnectionEvent,
  type LiveConnectionState,
  type LiveEventName,
  type LiveEventPayloads,
  type LiveHandshake,
  type LiveStatus,
  nextLiveConnection,
} from '@showfloor/core';

/** What this module uses of a socket.io client socket (the in-memory one of the tests has the same). */
export interface LiveSocket {
  readonly recovered: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

/** Opens the socket: socket.io-client's `io`, fetched only when the connection starts. */
export type OpenLiveSocket = (
  url: string,
  options: { path: string; auth: (callback: (data: LiveHandshake) => void) => void },
) => LiveSocket;

export type LiveEventHandler<Name extends LiveEventName> = (payload: LiveEventPayloads[Name]) => void;

export interface LiveConnectionOptions {
  /** The back office's origin (the app's own by default). */
  baseUrl: string;
  /** Said on every handshake: the profile and its pass as they are then. */
  handshake: () => LiveHandshake;
  /** socket.io-client, imported when the connection starts so that the first page does not carry it. */
  loadSocket: () => Promise<OpenLiveSocket>;
}

/**
 * The app's one live socket (DESIGN "Data flow" 5): the status features show (spec core §4), the
 * events parsed once as they arrive, and a signal to fetch over HTTP after a reconnection that lost
 * events (longer than the 30 s the back office replays). Started after the first render.
 */
export class LiveConnection {
  private state: LiveConnectionState = INITIAL_LIVE_CONNECTION;
  private socket: LiveSocket | null = null;
  private isStarted = false;
  private readonly statusListeners = new Set<() => void>();
  private readonly refetchListeners = new Set<() => void>();
  private readonly handlers = new Map<LiveEventName, Set<(payload: never) => void>>();
  private syncToken: string | null = null;

  constructor(private readonly options: LiveConnectionOptions) {}

  /** Connects once; later calls do nothing. A failed import of the client leaves the status disconnected. */
  async start(): Promise<void> {
    if (this.isStarted) return;
    this.isStarted = true;
    try {
      const open = await this.options.loadSocket();
      this.attach(
        open(this.options.baseUrl, {
          path: LIVE_SOCKET_PATH,
          auth: (callback) => callback(this.options.handshake()),
        }),
      );
    } catch {
      // Offline at start: the next start (the network back) tries again.
      this.isStarted = false;
      this.apply({ type: 'disconnected' });
    }
  }

  stop(): void {
    this.socket?.disconnect();
    this.socket = null;
    this.isStarted = false;
  }

  readonly getStatus = (): LiveStatus => this.state.status;

  /** For useSyncExternalStore: told each time the status changes. */
  readonly subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** Subscribes to one event; returns the unsubscribe. */
  onLiveEvent<Name extends LiveEventName>(name: Name, handler: LiveEventHandler<Name>): () => void {
    const set = this.handlers.get(name) ?? new Set();
    set.add(handler as (payload: never) => void);
    this.handlers.set(name, set);
    return () => set.delete(handler as (payload: never) => void);
  }

  /** Told after a reconnection whose missed events were not replayed: fetch them over HTTP. */
  onRefetchNeeded(listener: () => void): () => void {
    this.refetchListeners.add(listener);
    return () => this.refetchListeners.delete(listener);
  }

  /** Joins a favorites-sync subject's room (the token of POST /sync), again after each new session. */
  joinSync(token: string | null): void {
    this.syncToken = token;
    if (token !== null && this.state.status === 'connected')
      this.socket?.emit(LIVE_CLIENT_EVENT_NAMES.joinSync, token);
  }

  private attach(socket: LiveSocket): void {
    this.socket = socket;
    socket.on('connect', () => {
      const recovered = socket.recovered;
      this.apply({ type: 'connected', recovered });
      // A recovered session kept its rooms; a new one joins the sync subject again.
      if (!recovered && this.syncToken !== null)
        socket.emit(LIVE_CLIENT_EVENT_NAMES.joinSync, this.syncToken);
    });
    socket.on('disconnect', () => this.apply({ type: 'disconnected' }));
    socket.on('connect_error', () => this.apply({ type: 'disconnected' }));
    for (const name of Object.values(LIVE_EVENT_NAMES)) {
      socket.on(name, (payload: unknown) => this.dispatch(name, payload));
    }
  }

  private dispatch(name: LiveEventName, payload: unknown): void {
    const parsed = LIVE_EVENT_SCHEMAS[name].safeParse(payload);
    if (!parsed.success) return;
    for (const handler of this.handlers.get(name) ?? []) handler(parsed.data as never);
  }

  private apply(event: LiveConnectionEvent): void {
    const before = this.state.status;
    const { state, shouldRefetch } = nextLiveConnection(this.state, event);
    this.state = state;
    if (state.status !== before) for (const listener of this.statusListeners) listener();
    if (shouldRefetch) for (const listener of this.refetchListeners) listener();
  }
}

/** socket.io-client's `io`, in its own chunk. */
export async function loadSocketIoClient(): Promise<OpenLiveSocket> {
  const { io } = await import('socket.io-client');
  // A WebSocket first, long-polling only where it cannot open (a proxy refusing upgrades): a long poll
  // holds one of the browser's six connections to the back office for as long as the app runs.
  return (url, options) =>
    io(url, { ...options, transports: ['websocket', 'polling'], tryAllTransports: true });
}
