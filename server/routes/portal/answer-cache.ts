// Hot public reads (/index, /site/config, lists of values) are served from a short per-instance
// cache of the serialized envelope with its ETag. No other instance needs it: a second instance
// just builds its own copy, and a few seconds of staleness is fine for public content.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';

export interface CachedAnswer {
  body: string;
  etag: string;
  expiresAt: number;
}

const MAX_KEYS = 200;

export function createAnswerCache(ttlMs: number, now: () => number) {
  const entries = new Map<string, CachedAnswer>();
  // Concurrent misses for one key share one load instead of all hitting the database.
  const loading = new Map<string, Promise<CachedAnswer>>();
  // Bumped by `clear`: a load begun before it may have read the old content, so it is not kept.
  let generation = 0;

  function prune(at: number) {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    while (entries.size >= MAX_KEYS) entries.delete(entries.keys().next().value as string);
  }

  /** `write` turns the envelope into the body, as the route writes its answers. */
  async function get(
    key: string,
    load: () => Promise<unknown>,
    write: (envelope: unknown) => string,
  ): Promise<CachedAnswer> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) return hit;
    const inFlight = loading.get(key);
    if (inFlight) return inFlight;
    const startedIn = generation;
    const promise = load()
      .then((data) => {
        const body = write(ok(data));
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        const entry = { body, etag, expiresAt: now() + ttlMs };
        if (startedIn === generation) {
          prune(now());
          entries.set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }

  /** Forgets every answer, and the loads under way, after content changed (content-changes.ts). */
  function clear() {
    generation += 1;
    entries.clear();
    loading.clear();
  }

  return { get, clear };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;

const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

/** Answers 304 when the client already holds this version, otherwise the cached JSON. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
