// The public answers followers refresh all day (the home page, a competition, a game, the site's
// settings) kept per version (docs/public-answers.md). An answer's ETag is made from the counters of
// the scopes it shows, read before anything else, so a follower whose copy is current gets 304
// without the answer being built, and a changed counter means the next request builds it once,
// serializes it once and compresses it once per encoding asked for, and every other follower gets
// those bytes.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { compress, pickEncoding, type Encoding } from '../http/encoded-body';
import { CONTENT, readVersions } from './answer-versions';

/**
 * Content staff publish for a later time appears with no write at that time, so every ETag also
 * names the minute: such content shows within a minute of its time, and nothing else waits.
 */
const MINUTE_MS = 60_000;
/** Answers kept per instance (a championship's games, its competitions, lists of values). */
const MAX_ENTRIES = 500;

/**
 * What a build is made under, for the parts of an answer that change with published content
 * alone: they may be kept while both stay the same (server/answers/kept-while.ts).
 */
export interface ContentStamp {
  /** The content counter read before the build. */
  content: number;
  /** The minute the ETag names (MINUTE_MS): content published for a later time shows by it. */
  minute: number;
}

export interface PublicAnswer {
  /** What identifies this answer among the others (its path and the parameters it depends on). */
  key: string;
  /** The scopes of data it shows beyond published content (answer-versions.ts). */
  scopes: readonly string[];
  load: (stamp: ContentStamp) => Promise<unknown>;
  /**
   * Set for an answer that is not the JSON envelope (a calendar feed): `load` then gives the body
   * as text, sent as this type.
   */
  mediaType?: string;
}

/** The counters an answer was read under, and the minute (see MINUTE_MS), with its ETag. */
interface Version {
  etag: string;
  stamp: number[];
  /** The same content counter and minute, by name, for the build. */
  made: ContentStamp;
}

interface Entry extends Version {
  identity: Buffer;
  /**
   * Compressed on the first request that accepts each encoding, not at build: the first reader
   * after a point (often the scoring phone's own check) need not wait for both compressions.
   */
  compressed: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });

/** True when `entry` was built under counters at least those of `wanted`: it is no older. */
const covers = (entry: Version, wanted: Version) =>
  entry.stamp.every((count, i) => count >= (wanted.stamp[i] ?? 0));

export function createPublicAnswerCache(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  /**
   * One build per answer at a time: while points arrive in a burst, requests wait for the build
   * under way and take it if it is new enough, rather than each version starting its own.
   */
  const building = new Map<string, Promise<Entry>>();

  async function versionOf(answer: PublicAnswer): Promise<Version> {
    const versions = await readVersions(app.db, [CONTENT, ...answer.scopes]);
    const minute = Math.floor(app.now() / MINUTE_MS);
    const stamp = [...versions, minute];
    const digest = createHash('sha1')
      .update(`${answer.key}|${stamp.join('.')}`)
      .digest('base64url');
    return {
      etag: `W/"${digest.slice(0, 22)}"`,
      stamp,
      made: { content: versions[0] ?? 0, minute },
    };
  }

  function keep(key: string, entry: Entry) {
    const kept = entries.get(key);
    if (kept && kept !== entry && covers(kept, entry)) return;
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }

  function build(answer: PublicAnswer, version: Version, reply: FastifyReply): Promise<Entry> {
    const promise = answer
      .load(version.made)
      .then((data) => {
        const text = answer.mediaType === undefined ? reply.serialize(ok(data)) : data;
        const identity = Buffer.from(text as string, 'utf8');
        const entry: Entry = { ...version, identity, compressed: {} };
        keep(answer.key, entry);
        return entry;
      })
      .finally(() => {
        if (building.get(answer.key) === promise) building.delete(answer.key);
      });
    building.set(answer.key, promise);
    return promise;
  }

  /**
   * The kept answer, or the one being built, when no older than `version`; else a new build. A
   * build that turns out older than this request's counters began before they were read, so the
   * next one to finish is new enough.
   */
  async function entryFor(answer: PublicAnswer, version: Version, reply: FastifyReply) {
    for (;;) {
      const kept = entries.get(answer.key);
      if (kept && covers(kept, version)) {
        app.metrics.publicAnswer('cached');
        return kept;
      }
      const underWay = building.get(answer.key);
      if (!underWay) {
        app.metrics.publicAnswer('built');
        return build(answer, version, reply);
      }
      const built = await underWay.catch(() => undefined);
      if (built && covers(built, version)) {
        app.metrics.publicAnswer('cached');
        return built;
      }
    }
  }

  /**
   * Answers 304 when the caller holds the current version, otherwise the newest bytes kept (with
   * their own ETag: they may be newer than the counters this request read).
   */
  async function send(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer) {
    const version = await versionOf(answer);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], version.etag)) {
      app.metrics.publicAnswer('not_modified');
      return reply.header('etag', version.etag).code(304).send();
    }
    const entry = await entryFor(answer, version, reply);
    reply.header('etag', entry.etag).type(answer.mediaType ?? 'application/json; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(entry.identity);
    entry.compressed[encoding] ??= compress(entry.identity, encoding);
    const body = await entry.compressed[encoding];
    return reply.header('content-encoding', encoding).send(body);
  }

  return { send };
}
export type PublicAnswerCache = ReturnType<typeof createPublicAnswerCache>;
