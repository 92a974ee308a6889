// THE one HTTP client (docs/api-conventions.md): a single ky instance that sends the ticket and
// credentials, unwraps the { code, message, data } envelope and turns every failure into an
// ApiError after showing the original client's Chinese notification.
import ky, { TimeoutError } from 'ky';
import type { z } from 'zod';
import { type ApiRoute, type RouteAnswer, type RouteInput } from '../contract/api/define-route';
import { routePath } from '../contract/api/route-path';
import { NOT_LOGGED_IN, SUCCESS } from '../contract/envelope';
import { ApiError, NETWORK_ERROR_TEXT } from './api-error';
import { appBase, withBase } from './base-url';
import { clearUserCache } from './http-cache';
import { loadPage } from './full-page-load';
import { noteShown, notify } from './notify';
import { withQuery, type SearchParams } from './search-params';
import { clearTicket, getTicket } from './ticket';
import { tellUnauthorized } from './unauthorized';
import { loadSchemaModule } from './schema-modules';
import { answersChanged } from './stale-answers';

export const DEFAULT_TIMEOUT_MS = 30_000;
export { NETWORK_ERROR_TEXT };
export const INVALID_ANSWER_TEXT = '服务器返回的数据格式不正确';
/** The original client's 「Global fetch not exist!」. */
export const NO_FETCH_TEXT = '当前浏览器不支持网络请求（缺少 fetch），请升级浏览器后重试';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A schema, or a function that loads one: the route table's schemas load on demand (zod stays off
 * a page's first load), and the load runs while the request travels.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export interface ApiRequestOptions<T = unknown> {
  method?: HttpMethod;
  searchParams?: SearchParams;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (application/x-www-form-urlencoded). */
  form?: URLSearchParams | Record<string, string | number | boolean | null | undefined>;
  /** Raw bytes (an upload), sent with the Blob's own type as Content-Type. */
  bytes?: Blob;
  headers?: Record<string, string>;
  /** Milliseconds before the call rejects with `timeout of {n}ms exceeded`. */
  timeout?: number;
  /** Checks `data` of a successful envelope; a mismatch rejects with kind 'invalid'. */
  schema?: SchemaSource<T>;
  /** No notifications: for background refreshes and the sync engine, which report on their own. */
  silent?: boolean;
  /** Body code 401 goes to the home page unless this is false (the start-up user check). */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
  /** The fetch priority hint: `low` for reads fetched ahead of need (the warm-up). */
  priority?: RequestPriority;
}

const client = ky.create({
  credentials: 'include',
  retry: 0,
  throwHttpErrors: false,
  // Read fetch at call time so a service-worker wrapper or a test stub is honoured.
  fetch: (input, init) => globalThis.fetch(input, init),
  hooks: {
    beforeRequest: [
      (request) => {
        const ticket = getTicket();
        if (ticket) request.headers.set('ticket', ticket);
      },
    ],
  },
});

function absoluteUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return new URL(withBase(url), window.location.origin).toString();
}

function formBody(form: NonNullable<ApiRequestOptions['form']>): URLSearchParams {
  if (form instanceof URLSearchParams) return form;
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    if (value !== null && value !== undefined) body.append(name, String(value));
  }
  return body;
}

/**
 * `data` of a business error as the notification's description, when it is text meant for
 * people: a sentence, or the messages of a list of problems. Data meant for the program (the
 * seconds a rate limit still asks for) is not shown: the screen shows it its own way.
 */
export function describeData(data: unknown): string | undefined {
  if (typeof data === 'string') return data || undefined;
  if (!Array.isArray(data)) return undefined;
  const texts = data.map((item: unknown) =>
    typeof item === 'string'
      ? item
      : typeof item === 'object' && item !== null && 'message' in item
        ? String(item.message)
        : '',
  );
  return texts.filter(Boolean).join('；') || undefined;
}

function fail(error: ApiError, silent: boolean, title: string, description?: string): never {
  if (!silent) noteShown(error, notify.error(title, description));
  throw error;
}

async function send(url: string, options: ApiRequestOptions<unknown>, silent: boolean) {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  try {
    return await client(url, {
      method: options.method ?? 'GET',
      json: options.json,
      body: options.form === undefined ? options.bytes : formBody(options.form),
      headers: options.headers,
      timeout,
      signal: options.signal,
      priority: options.priority,
    });
  } catch (error) {
    if (error instanceof TimeoutError) {
      fail(
        new ApiError('timeout', `timeout of ${timeout}ms exceeded`, { url, cause: error }),
        silent,
        NETWORK_ERROR_TEXT,
        '请求超时，请稍后重试',
      );
    }
    // The caller cancelled: not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    fail(
      new ApiError('network', NETWORK_ERROR_TEXT, { url, cause: error }),
      silent,
      NETWORK_ERROR_TEXT,
    );
  }
}

function parseEnvelope(text: string, url: string, silent: boolean) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    fail(
      new ApiError('invalid', INVALID_ANSWER_TEXT, { url, cause }),
      silent,
      INVALID_ANSWER_TEXT,
      url,
    );
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof (body as { code?: unknown }).code !== 'number'
  ) {
    fail(
      new ApiError('invalid', INVALID_ANSWER_TEXT, { url, data: body }),
      silent,
      INVALID_ANSWER_TEXT,
      url,
    );
  }
  return body as { code: number; message?: unknown; data?: unknown };
}

function onNotLoggedIn(redirect: boolean): void {
  clearTicket();
  void clearUserCache();
  tellUnauthorized();
  if (redirect && window.location.pathname !== appBase()) loadPage(appBase());
}

/** Sends one call and resolves with `data` of its envelope (or the Blob when asked for one). */
export async function apiRequest<T = unknown>(
  url: unknown,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  if (typeof url !== 'string') throw new ApiError('invalid', 'url MUST be a string');
  const silent = options.silent ?? false;
  if (typeof globalThis.fetch !== 'function') {
    fail(new ApiError('invalid', NO_FETCH_TEXT, { url }), silent, NO_FETCH_TEXT);
  }
  const target = absoluteUrl(withQuery(url, options.searchParams));
  const schema: Promise<z.ZodType<T> | undefined> =
    typeof options.schema === 'function' ? options.schema() : Promise.resolve(options.schema);
  // Settled here too, so a failed load is not an unhandled rejection when the request fails first.
  schema.catch(() => undefined);
  const response = await send(target, options, silent);

  if (!response.ok) {
    const status = response.status;
    const shownUrl = response.url || target;
    const title = `请求错误 ${status}: ${shownUrl}`;
    const error = new ApiError(status >= 500 ? 'server' : 'http', title, { status, url: shownUrl });
    // The status table is only needed when a call fails this way: it stays off the first load.
    const { httpStatusText } = await import('./http-status-text');
    fail(error, silent, title, httpStatusText(status, response.statusText));
  }

  const envelope = parseEnvelope(await response.text(), target, silent);
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (envelope.code !== SUCCESS) {
    const error = new ApiError('business', message, {
      code: envelope.code,
      data: envelope.data,
      url: target,
    });
    if (envelope.code === NOT_LOGGED_IN) onNotLoggedIn(options.redirectOnUnauthorized ?? true);
    fail(error, silent, message, describeData(envelope.data));
  }
  // The schema's chunk comes from the network too: when it cannot load, the connection dropped
  // after the answer arrived, and the caller must see that (the start-up check keeps the ticket
  // offline, and would drop it for any other failure).
  const check = await schema.catch((cause: unknown) =>
    fail(
      new ApiError('network', NETWORK_ERROR_TEXT, { url: target, cause }),
      silent,
      NETWORK_ERROR_TEXT,
    ),
  );
  if (!check) return envelope.data as T;
  const parsed = check.safeParse(envelope.data);
  if (!parsed.success) {
    const error = new ApiError('invalid', INVALID_ANSWER_TEXT, {
      url: target,
      data: parsed.error.issues,
    });
    fail(error, silent, INVALID_ANSWER_TEXT, url);
  }
  return parsed.data;
}

export type ApiCallOptions<T> = Omit<ApiRequestOptions<T>, 'method' | 'json' | 'form' | 'bytes'>;

export function apiGet<T = unknown>(url: string, options: ApiCallOptions<T> = {}): Promise<T> {
  return apiRequest<T>(url, { ...options, method: 'GET' });
}

export type CallOptions = Omit<
  ApiRequestOptions,
  'method' | 'json' | 'form' | 'bytes' | 'searchParams' | 'schema'
>;

/** The arguments after the route: its input may be left out when the route needs none. */
export type CallArgs<R> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

/**
 * How the browser calls the API: by the route table's entry, and the answer checked by its schema.
 * A write (other than a sign-in or sign-out) settles once every cached answer it may have changed
 * is marked stale; the pages on screen, in this tab and the others, then read again
 * (src/lib/stale-answers.ts).
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  ...[input, options]: CallArgs<R>
): Promise<RouteAnswer<R>> {
  const { params, query, body } = (input ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
  };
  const encoding = route.bodyEncoding ?? 'json';
  const answer = await apiRequest<RouteAnswer<R>>(routePath(route, params), {
    ...options,
    method: route.method,
    searchParams: query as SearchParams | undefined,
    json: encoding === 'json' ? body : undefined,
    form: encoding === 'form' ? (body as ApiRequestOptions['form']) : undefined,
    bytes: encoding === 'raw' ? (body as Blob) : undefined,
    schema: () =>
      route
        .schemas(loadSchemaModule)
        .then((schemas) => schemas.response as z.ZodType<RouteAnswer<R>>),
  });
  if (route.method !== 'GET' && !route.session) await answersChanged();
  return answer;
}
