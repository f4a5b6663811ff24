import {
  CHANGELOG_PATH,
  type ConnectivityChecker,
  createConnectivityChecker,
  type DataBundle,
  type DataIncrement,
  FETCH_TIMEOUT_MS,
  type ManifestRequest,
  type ManifestResponse,
  manifestResponseSchema,
  type PublishedChangelog,
  publishedChangelogSchema,
  type SchemaChange,
  type ShowConfig,
  showConfigSchema,
  type UpdateRequest,
} from '@showfloor/core';
import { parseDataBundle, parseUpdateAnswer } from './catalog-payloads.js';
import { NetworkError } from './network-error.js';

/** Bytes received so far and the expected total (0 when unknown). */
export type DownloadProgress = (received: number, total: number) => void;

export interface ApiClientOptions {
  /** Origin of the back office; the app's own origin when empty (it serves the app). */
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  fetchTimeoutMs?: number;
}

/**
 * The app's only way to the back office (STYLE §4): every answer is parsed with the shared
 * contract before anyone reads it, and every failure becomes a NetworkError of the spec's kinds.
 */
export class ApiClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly fetchTimeoutMs: number;
  private readonly connectivity: ConnectivityChecker;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? globalThis.location?.origin ?? '').replace(/\/$/, '');
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.now = options.now ?? Date.now;
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? FETCH_TIMEOUT_MS;
    this.connectivity = createConnectivityChecker(async (timeoutMs) => {
      const response = await this.fetchImpl(this.url(`online.txt?time=${this.now()}`), {
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok;
    }, this.now);
  }

  url(path: string): string {
    return `${this.baseUrl}/${path.replace(/^\//, '')}`;
  }

  async postManifest(request: ManifestRequest): Promise<ManifestResponse> {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(request)) {
      if (value !== undefined) form.set(name, String(value));
    }
    const path = `manifest/phonegap?pixel_ratio=1&force=1&time=${this.now()}`;
    const body = await this.readJson(path, { method: 'POST', body: form });
    const parsed = manifestResponseSchema.safeParse(body);
    if (!parsed.success) throw new NetworkError('unknownError', 'invalid manifest from the back office');
    return parsed.data;
  }

  async getUpdate(request: UpdateRequest): Promise<DataIncrement | SchemaChange> {
    const query = new URLSearchParams({
      version: String(request.version),
      schema: request.schema,
      pixel_ratio: String(request.pixel_ratio),
      locale: request.locale,
    });
    if (request.show_key) query.set('show_key', request.show_key);
    return parseUpdateAnswer(await this.readJson(`manifest/update?${query}`));
  }

  async getBundle(path: string, onProgress?: DownloadProgress, expectedSize = 0): Promise<DataBundle> {
    const bytes = await this.download(path, onProgress, expectedSize);
    return parseDataBundle(parseJsonBytes(await bytes.arrayBuffer()));
  }

  async getConfig(): Promise<ShowConfig> {
    const parsed = showConfigSchema.safeParse(await this.readJson('files/project/config.json'));
    if (!parsed.success) throw new NetworkError('unknownError', 'invalid show configuration');
    return parsed.data;
  }

  /** The changelog published with data version `version` (`files/project/changelog.json?v=N`). */
  async getChangelog(version: number): Promise<PublishedChangelog> {
    const parsed = publishedChangelogSchema.safeParse(await this.readJson(`${CHANGELOG_PATH}?v=${version}`));
    if (!parsed.success || parsed.data.version !== version)
      throw new NetworkError('unknownError', `invalid changelog of version ${version}`);
    return parsed.data;
  }

  /**
   * Downloads one file into memory, reporting progress. The timeout restarts with every chunk
   * received: a large bundle on a slow but working network must not be cut off.
   */
  async download(path: string, onProgress?: DownloadProgress, expectedSize = 0): Promise<Blob> {
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(), this.fetchTimeoutMs);
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), this.fetchTimeoutMs);
    };
    try {
      const response = await this.send(path, { signal: controller.signal });
      const total = Number(response.headers.get('content-length')) || expectedSize;
      if (!response.body) return await response.blob();
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        rearm();
        chunks.push(value);
        received += value.byteLength;
        onProgress?.(received, total);
      }
      return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
    } catch (error) {
      throw toNetworkError(error, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  /** GET online.txt with an 8 s timeout; the answer is shared for 5 s (spec core §7, §9). */
  isOnline(): Promise<boolean> {
    return this.connectivity.isOnline();
  }

  /** Forgets the last answer, when the browser reports going online or offline. */
  invalidateConnectivity(): void {
    this.connectivity.invalidate();
  }

  /**
   * Sends a request and answers its HTTP status with its JSON body, whatever the status: the primary
   * provider's calls read their error codes (AUTH_ERROR, BAD_LOGIN…) from 4xx answers. A network
   * failure or a timeout is a NetworkError; a body that is not JSON is `undefined`.
   */
  exchangeJson(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    return this.exchange(path, init, async (response) => {
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { status: response.status, body };
    });
  }

  /**
   * The one request to the back office every call goes through but downloads: never answered from
   * the HTTP cache, and timed out after the fetch timeout, which also covers reading the answer in
   * `read` (a server that sends its headers and then stalls must not hang the caller). A network
   * failure, a timeout or an error thrown by `read` is a NetworkError.
   */
  async exchange<T>(path: string, init: RequestInit, read: (response: Response) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.fetchTimeoutMs);
    try {
      const response = await this.fetchImpl(this.url(path), {
        cache: 'no-store',
        ...init,
        signal: controller.signal,
      });
      return await read(response);
    } catch (error) {
      throw toNetworkError(error, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The clock the client stamps its requests with (a Retry-After date is read against it). */
  currentTime(): number {
    return this.now();
  }

  private readJson(path: string, init: RequestInit = {}): Promise<unknown> {
    return this.exchange(path, init, async (response) => {
      checkStatus(path, response);
      return parseJsonBytes(await response.arrayBuffer());
    });
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    const response = await this.fetchImpl(this.url(path), { cache: 'no-store', ...init });
    checkStatus(path, response);
    return response;
  }
}

function checkStatus(path: string, response: Response): void {
  if (response.status >= 500) throw new NetworkError('serverError', `${path} answered ${response.status}`);
  if (!response.ok) throw new NetworkError('unknownError', `${path} answered ${response.status}`);
}

function parseJsonBytes(bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new NetworkError('unknownError', 'the back office sent something that is not JSON');
  }
}

function toNetworkError(error: unknown, signal: AbortSignal): NetworkError {
  if (error instanceof NetworkError) return error;
  if (signal.aborted) return new NetworkError('timeout', 'the back office did not answer in time');
  return new NetworkError('connectionError', error instanceof Error ? error.message : 'network failure');
}
