import {
  type AuthenticateExhibitorResult,
  type CheckLicenceRequest,
  type LeadCallResult,
  leadSaveHeaders,
  type RegisterCheckpointRequest,
  type RegisterCheckpointResult,
  readCheckLicenceResponse,
  readRegisterCheckpointResponse,
  readSaveContactsResponse,
  retryAfterMs,
  type SaveContactResult,
  type SaveContactsRequest,
} from '@showfloor/core';
import type { ApiClient } from './api-client.js';

/** The three lead-capture calls of spec modules §7, answered as the core readers read them. */
export interface LeadCalls {
  checkLicence(request: CheckLicenceRequest): Promise<LeadCallResult<AuthenticateExhibitorResult>>;
  registerCheckpoint(request: RegisterCheckpointRequest): Promise<LeadCallResult<RegisterCheckpointResult>>;
  saveContacts(request: SaveContactsRequest): Promise<LeadCallResult<SaveContactResult[]>>;
}

export const LEAD_CALL_PATHS = {
  checkLicence: 'leads/check-licence',
  registerCheckpoint: 'leads/register-checkpoint',
  saveContacts: 'leads/save-contacts',
} as const;

/**
 * The calls over the app's one API client: POST with a JSON body (modules §7). A failed or
 * unanswered call, a 500 or a body that is not JSON is 'NETWORK', which leaves every contact
 * unsynchronised for the next try. A save also names its device in headers, so the back office
 * refuses an unknown device before reading the body.
 */
export function httpLeadCalls(api: ApiClient): LeadCalls {
  const post = async <T>(
    path: string,
    body: unknown,
    read: (json: unknown) => LeadCallResult<T>,
    headers: Record<string, string> = {},
  ) => {
    try {
      return await api.exchange(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        },
        async (response): Promise<LeadCallResult<T>> => {
          if (!response.ok) {
            // A 429 says how long to wait (the back office's admission gate on save-contacts).
            const wait =
              response.status === 429
                ? retryAfterMs(response.headers.get('retry-after'), api.currentTime())
                : undefined;
            return wait === undefined
              ? { ok: false, error: 'NETWORK' }
              : { ok: false, error: 'NETWORK', retryAfterMs: wait };
          }
          return read(await response.json());
        },
      );
    } catch {
      return { ok: false, error: 'NETWORK' } as const;
    }
  };
  return {
    checkLicence: (request) => post(LEAD_CALL_PATHS.checkLicence, request, readCheckLicenceResponse),
    registerCheckpoint: (request) =>
      post(LEAD_CALL_PATHS.registerCheckpoint, request, readRegisterCheckpointResponse),
    saveContacts: (request) =>
      post(LEAD_CALL_PATHS.saveContacts, request, readSaveContactsResponse, leadSaveHeaders(request)),
  };
}
