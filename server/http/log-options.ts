// What the server's log may say. No line may hold a password, a ticket, a check code, an ID
// number or a full phone number: a log is read by whoever keeps the server, copied into tickets and kept for months.
// Fastify logs a request's method and URL, an error's message and properties; so phone numbers
// are masked in the URL, in every message and in every error (PostgreSQL repeats a duplicate key's
// value in its `detail`), and a URL's query loses the values of the parameters that hold secrets.
// Passwords and tickets travel in bodies and headers, which are never logged.
// The one exception is the development SMS provider (`SMS_PROVIDER=log`): the log is where it
// sends check codes, by design (README); the phone in its line is masked too.
import type { FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { LogLevel } from '../env';

const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** A 居民身份证号码 that slipped into a line anyway: masked as every screen shows it. */
const ID_NUMBER = /(?<![\dA-Za-z])(\d{4})\d{10}(\d{3}[\dXx])(?![\dA-Za-z])/g;
const SECRET_PARAMS = /([?&](?:password|ticket|code|checkCode|token)=)[^&#]*/gi;

export function maskSecrets(text: string): string {
  return text
    .replace(ID_NUMBER, '$1**********$2')
    .replace(MOBILE, '$1****$2')
    .replace(SECRET_PARAMS, '$1***');
}

/**
 * Masks the strings of plain data. Anything else (an Error, Fastify's request) is left to its
 * serializer below, which sees its getters and hidden properties as a copy here would not.
 */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskSecrets(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, maskDeep(item, depth + 1)]),
  );
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/** pino's options for the server's logger at `level`. */
export function logOptions(level: LogLevel): FastifyLoggerOptions & LoggerOptions {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: maskSecrets(request.url),
        remoteAddress: request.ip,
      }),
      err: (error: Error) => {
        const masked = maskDeep({ ...error }) as Record<string, unknown>;
        return {
          ...masked,
          type: error.name,
          message: maskSecrets(error.message),
          stack: maskSecrets(error.stack ?? ''),
        };
      },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => maskDeep(arg)) as Parameters<typeof method>);
      },
    },
  };
}
