import {
  FAVORITES_SYNC_KEY_PATH,
  FAVORITES_SYNC_PATH,
  FAVORITES_SYNC_REVOKE_PATH,
  type FavoritesSyncResponse,
  favoritesSyncKeyResponseSchema,
  favoritesSyncResponseSchema,
  type SyncedFavoriteEntry,
  type SyncedPositionEntry,
  type SyncTokenPayload,
} from '@showfloor/core';
import type { ApiClient } from './api-client.js';
import { NetworkError } from './network-error.js';

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const path = (route: string) => route.replace(/^\//, '');

/** The token could not be made (no Web Crypto, a key that does not import): a sync failure (spec core §8). */
export class SyncEncryptionError extends Error {
  constructor(cause: unknown) {
    super('favorites sync token could not be encrypted', { cause });
    this.name = 'SyncEncryptionError';
  }
}

function toBase64(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The favorites sync calls (docs/protocol.md "Favorites sync") over the app's one API client: the
 * back office's public key (asked once), tokens encrypted with it by Web Crypto (RSA-OAEP SHA-256),
 * POST /sync and POST /sync/revoke. Network failures are the client's NetworkErrors.
 */
export class FavoritesSyncApi {
  private key: Promise<CryptoKey> | null = null;

  /**
   * `onTokenSent` is told each sync token the back office accepted, encrypted as sent: the live layer
   * joins the subject's room with it (a fresh one each sync, as tokens go stale).
   */
  constructor(
    private readonly api: ApiClient,
    private readonly onTokenSent: (token: string) => void = () => undefined,
  ) {}

  async sync(
    token: SyncTokenPayload,
    favorites: readonly SyncedFavoriteEntry[],
    positions: readonly SyncedPositionEntry[] = [],
  ): Promise<FavoritesSyncResponse> {
    const encrypted = await this.encrypt(token);
    const answer = await this.api.exchangeJson(path(FAVORITES_SYNC_PATH), {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ token: encrypted, favorites, positions }),
    });
    if (answer.status >= 500) throw new NetworkError('serverError', `sync answered ${answer.status}`);
    const parsed = favoritesSyncResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new NetworkError('unknownError', `sync answered ${answer.status}`);
    if ('favorites' in parsed.data) this.onTokenSent(encrypted);
    return parsed.data;
  }

  async revoke(token: SyncTokenPayload): Promise<void> {
    const answer = await this.api.exchangeJson(path(FAVORITES_SYNC_REVOKE_PATH), {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ token: await this.encrypt(token) }),
    });
    if (answer.status !== 204) throw new NetworkError('unknownError', `revoke answered ${answer.status}`);
  }

  /** A token encrypted for the back office: what another call (session reminders) proves its subject with. */
  async encrypt(payload: SyncTokenPayload): Promise<string> {
    const key = await this.publicKey();
    try {
      const bytes = new TextEncoder().encode(JSON.stringify(payload));
      return toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, bytes));
    } catch (error) {
      throw new SyncEncryptionError(error);
    }
  }

  private publicKey(): Promise<CryptoKey> {
    this.key ??= this.fetchKey().catch((error: unknown) => {
      // Asked again on the next sync: a failure here is most often the network.
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async fetchKey(): Promise<CryptoKey> {
    const answer = await this.api.exchangeJson(path(FAVORITES_SYNC_KEY_PATH));
    const parsed = favoritesSyncKeyResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new NetworkError('unknownError', `sync key answered ${answer.status}`);
    try {
      return await crypto.subtle.importKey(
        'spki',
        fromBase64(parsed.data.publicKey),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      );
    } catch (error) {
      throw new SyncEncryptionError(error);
    }
  }
}
