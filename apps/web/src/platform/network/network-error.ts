/** File download and fetch failures, named as the spec's error catalogue names them (core §8). */
export const NETWORK_ERROR_KINDS = ['serverError', 'connectionError', 'timeout', 'unknownError'] as const;
export type NetworkErrorKind = (typeof NETWORK_ERROR_KINDS)[number];

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly kind: NetworkErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
