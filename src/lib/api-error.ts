// Every failed API call rejects with an ApiError whose kind says why (docs/api-conventions.md):
// business = HTTP 200 with code ≠ 0; http = status 4xx; server = status ≥ 500; network = no
// answer; timeout = the call's time limit passed; invalid = bad URL or an answer of the wrong shape.
/** What a call that found no connection says (the original client's text). */
export const NETWORK_ERROR_TEXT = '网络异常，无法连接服务器';

export type ApiErrorKind = 'business' | 'http' | 'server' | 'network' | 'timeout' | 'invalid';

export interface ApiErrorDetails {
  status?: number;
  code?: number;
  data?: unknown;
  url?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number;
  readonly data?: unknown;
  readonly url?: string;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.data = details.data;
    this.url = details.url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the call failed for want of a connection, so cached data is still the best answer. */
export function isOfflineFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}
