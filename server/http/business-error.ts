// A business error travels as HTTP 200 with code ≠ 0 and a Chinese message
// (docs/api-conventions.md, "Errors").
// Throw one from any route; the error handler turns it into the envelope.

export const ErrorCode = {
  business: 1000,
  validation: 1001,
  forbidden: 1003,
  notFound: 1004,
  conflict: 1009,
  rateLimited: 1029,
  notLoggedIn: 401,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode = ErrorCode.business,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export const notFound = (what: string) => new BusinessError(`${what}不存在`, ErrorCode.notFound);

/** What a read found, or 「…不存在」 naming `what` when it found nothing. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}
export const forbidden = (message = '没有权限执行此操作') =>
  new BusinessError(message, ErrorCode.forbidden);
export const notLoggedIn = () =>
  new BusinessError('未登录或登录已过期，请重新登录', ErrorCode.notLoggedIn);
