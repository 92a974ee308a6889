// The public answers followers refresh all day (the home page, a competition, a game, the site's
// settings) kept per version (docs/public-answers.md). An answer's ETag is made from the counters of
// the scopes it shows, read before anything else, so a follower whose copy is current gets 304
// without the answer being built, and a changed counter means the next request builds it once,
// serializes and compresses it once, and every other follower gets those bytes.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { encodeBody, pickEncoding, type EncodedBody } from '../http/encoded-body';
import { CONTENT, readVersions } from './answer-versions';

/**
 * Content staff publish for a later time appears with no write at that time, so every ETag also
 * names the minute: such content shows within a minute of its time, and nothing else waits.
 */
const MINUTE_MS = 60_000;
/** Answers kept per instance (a championship's games, its competitions, lists of values). */
const MAX_ENTRIES = 500;

export interface PublicAnswer {
  /** What identifies this answer among the others (its path and the parameters it depends on). */
  key: string;
  /** The scopes of data it shows beyond published content (answer-versions.ts). */
  scopes: readonly string[];
  load: () => Promise<unknown>;
}

interface Entry {
  etag: string;
  body: EncodedBody;
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });

export function createPublicAnswerCache(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  // Concurrent misses of one version share one build instead of all hitting the database.
  const building = new Map<string, Promise<Entry>>();

  async function etagOf(answer: PublicAnswer): Promise<string> {
    const versions = await readVersions(app.db, [CONTENT, ...answer.scopes]);
    const minute = Math.floor(app.now() / MINUTE_MS);
    const digest = createHash('sha1')
      .update(`${answer.key}|${versions.join('.')}|${minute}`)
      .digest('base64url');
    return `W/"${digest.slice(0, 22)}"`;
  }

  function keep(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }

  function build(answer: PublicAnswer, etag: string, reply: FastifyReply): Promise<Entry> {
    const id = `${answer.key} ${etag}`;
    const inFlight = building.get(id);
    if (inFlight) return inFlight;
    const promise = answer
      .load()
      .then((data) => encodeBody(reply.serialize(ok(data)) as string))
      .then((body) => {
        const entry = { etag, body };
        keep(answer.key, entry);
        return entry;
      })
      .finally(() => building.delete(id));
    building.set(id, promise);
    return promise;
  }

  /** Answers 304 when the caller holds the current version, otherwise its bytes. */
  async function send(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer) {
    const etag = await etagOf(answer);
    reply
      .header('etag', etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const hit = entries.get(answer.key);
    const entry = hit?.etag === etag ? hit : await build(answer, etag, reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(entry.body[encoding]);
  }

  return { send };
}
export type PublicAnswerCache = ReturnType<typeof createPublicAnswerCache>;
