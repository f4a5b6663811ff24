import type { LoginFailure } from '@showfloor/core';

/**
 * The spec's internal error codes (core §8) for the primary provider's calls: AUTH_ERROR from HTTP
 * 401, NETWORK_ERROR when the back office cannot be reached, UNKNOWN_ERROR for any other failure.
 * A refused login is BAD_LOGIN; `reason` keeps the back office's own code (NOT_CONTACTABLE…).
 */
export type ProviderErrorCode = 'AUTH_ERROR' | 'BAD_LOGIN' | 'NETWORK_ERROR' | 'UNKNOWN_ERROR';

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly code: ProviderErrorCode,
    readonly httpCode: number,
    readonly reason: string,
    message: string,
    /** The invalid field named by a 400 answer (`updatedFields.email`). */
    readonly field?: string,
  ) {
    super(message);
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

/**
 * How a failed call reads for the flows of core §4: an expired session, a refused login, no network,
 * or a refusal of the request itself (bad value, not contactable…); anything else is unknown.
 */
export function failureOf(error: unknown): LoginFailure | 'refused' {
  if (!isProviderError(error)) return 'unknown';
  switch (error.code) {
    case 'AUTH_ERROR':
      return 'authError';
    case 'BAD_LOGIN':
      return 'badLogin';
    case 'NETWORK_ERROR':
      return 'noNetwork';
    case 'UNKNOWN_ERROR':
      return error.httpCode >= 400 && error.httpCode < 500 ? 'refused' : 'unknown';
  }
}
