import {
  type AuthenticateExhibitorResult,
  type CheckLicenceRequest,
  FETCH_TIMEOUT_MS,
  type LeadCallResult,
  type RegisterCheckpointRequest,
  type RegisterCheckpointResult,
  readCheckLicenceResponse,
  readRegisterCheckpointResponse,
  readSaveContactsResponse,
  retryAfterMs,
  type SaveContactResult,
  type SaveContactsRequest,
} from '@showfloor/core';

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

export interface HttpLeadCallsOptions {
  /** Absolute URL of a path on the back office (ApiClient.url). */
  url: (path: string) => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The calls over HTTP: POST with a JSON body (modules §7). A failed or unanswered call, a 500 or a
 * body that is not JSON is 'NETWORK', which leaves every contact unsynchronised for the next try.
 */
export function httpLeadCalls({
  url,
  fetch: fetchImpl,
  timeoutMs = FETCH_TIMEOUT_MS,
}: HttpLeadCallsOptions): LeadCalls {
  const post = async <T>(path: string, body: unknown, read: (json: unknown) => LeadCallResult<T>) => {
    try {
      const response = await (fetchImpl ?? globalThis.fetch.bind(globalThis))(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        // A 429 says how long to wait (the back office's admission gate on save-contacts).
        const wait =
          response.status === 429 ? retryAfterMs(response.headers.get('retry-after'), Date.now()) : undefined;
        return wait === undefined
          ? ({ ok: false, error: 'NETWORK' } as const)
          : ({ ok: false, error: 'NETWORK', retryAfterMs: wait } as const);
      }
      return read(await response.json());
    } catch {
      return { ok: false, error: 'NETWORK' } as const;
    }
  };
  return {
    checkLicence: (request) => post(LEAD_CALL_PATHS.checkLicence, request, readCheckLicenceResponse),
    registerCheckpoint: (request) =>
      post(LEAD_CALL_PATHS.registerCheckpoint, request, readRegisterCheckpointResponse),
    saveContacts: (request) => post(LEAD_CALL_PATHS.saveContacts, request, readSaveContactsResponse),
  };
}
