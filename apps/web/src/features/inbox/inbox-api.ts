import {
  INBOX_MESSAGES_PATH,
  type InboxMessage,
  inboxMessagesResponseSchema,
  type ProfileConfig,
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  type PushSubscriptionJson,
  pushKeyResponseSchema,
} from '@showfloor/core';
import type { ApiClient } from '../../platform/network/index.js';
import { NetworkError } from '../../platform/network/index.js';
import type { VersionedStorage } from '../../platform/storage/index.js';
import { forgetProfilePass, profilePassHeaders } from '../profiles/index.js';

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const relative = (path: string) => path.replace(/^\//, '');

/** The inbox and push calls (docs/protocol.md "Inbox and push"), over the app's one API client. */
export interface InboxCalls {
  listMessages(query: { since: string | null; profile: ProfileConfig['key'] }): Promise<InboxMessage[]>;
  pushKey(): Promise<string>;
  subscribe(subscription: PushSubscriptionJson, profile: ProfileConfig['key']): Promise<void>;
  unsubscribe(endpoint: string): Promise<void>;
}

function unexpected(path: string, status: number): NetworkError {
  return new NetworkError(status >= 500 ? 'serverError' : 'unknownError', `${path} answered ${status}`);
}

/**
 * The calls over the app's API client. A protected profile's calls carry the pass this device holds
 * (docs/security.md "Profile codes"); a pass the back office refuses is forgotten, so the chooser
 * asks for the code again.
 */
export function httpInboxCalls(api: ApiClient, storage: VersionedStorage): InboxCalls {
  const refused = (status: number, profile: ProfileConfig['key']) => {
    if (status === 403) forgetProfilePass(storage, profile);
  };
  return {
    async listMessages({ since, profile }) {
      const query = new URLSearchParams({ profile });
      if (since !== null) query.set('since', since);
      const { status, body } = await api.exchangeJson(`${relative(INBOX_MESSAGES_PATH)}?${query}`, {
        headers: profilePassHeaders(storage, profile),
      });
      refused(status, profile);
      const parsed = inboxMessagesResponseSchema.safeParse(body);
      if (status !== 200 || !parsed.success) throw unexpected(INBOX_MESSAGES_PATH, status);
      return parsed.data.messages;
    },
    async pushKey() {
      const { status, body } = await api.exchangeJson(relative(PUSH_KEY_PATH));
      const parsed = pushKeyResponseSchema.safeParse(body);
      if (status !== 200 || !parsed.success) throw unexpected(PUSH_KEY_PATH, status);
      return parsed.data.publicKey;
    },
    async subscribe(subscription, profile) {
      const { status } = await api.exchangeJson(relative(PUSH_SUBSCRIPTIONS_PATH), {
        method: 'POST',
        headers: { ...JSON_HEADERS, ...profilePassHeaders(storage, profile) },
        body: JSON.stringify({ subscription, profile }),
      });
      refused(status, profile);
      if (status !== 201) throw unexpected(PUSH_SUBSCRIPTIONS_PATH, status);
    },
    async unsubscribe(endpoint) {
      const { status } = await api.exchangeJson(relative(PUSH_SUBSCRIPTIONS_PATH), {
        method: 'DELETE',
        headers: JSON_HEADERS,
        body: JSON.stringify({ endpoint }),
      });
      if (status !== 204) throw unexpected(PUSH_SUBSCRIPTIONS_PATH, status);
    },
  };
}
