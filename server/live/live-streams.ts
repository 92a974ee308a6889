// The open live pages of one instance (docs/live-scores.md): each is a server-sent event stream of
// one competition. A notice is written once per competition as bytes and those bytes go to every
// page of it, so a thousand pages cost one serialization and a thousand socket writes per tick.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveGame } from '../../src/contract/content-competition';
import { BusinessError, ErrorCode } from '../http/business-error';
import type { LiveNotice } from './live-bus';
import { LIVE_MSG } from './live-messages';

/**
 * Below common proxies' 60 s of silence, and at most a third of the server's own limit on a silent
 * socket (`connectionMs` in server-timeouts.ts, 75 s), whatever that is set to.
 */
export const HEARTBEAT_MS = 25_000;
/** A household or an office shares an address; beyond this a page polls instead. */
export const MAX_STREAMS_PER_ADDRESS = 50;
/** Per instance; beyond it pages poll. About 16 KB of memory each (docs/live-scores.md). */
export const MAX_STREAMS = 5_000;
/** A page that reads slower than this much is waiting to be sent is cut off; it reconnects or polls. */
const MAX_UNSENT_BYTES = 64 * 1024;

const HEARTBEAT = Buffer.from(':\n\n');
const CONTENT_EVENT = Buffer.from('event: content\ndata: {}\n\n');

export const gamesEvent = (games: readonly LiveGame[]) =>
  Buffer.from(`event: games\ndata: ${JSON.stringify({ games })}\n\n`);

interface Stream {
  response: ServerResponse;
  competitionId: number;
  address: string;
}

export interface LiveStreams {
  /** Takes over the request's socket as a stream of `competitionId`, first sending `snapshot`. */
  open: (
    request: FastifyRequest,
    reply: FastifyReply,
    competitionId: number,
    snapshot: () => Promise<LiveGame[]>,
  ) => Promise<void>;
  /**
   * Refuses (a business error, before anything is sent) when this request may not open one; `open`
   * asks again at the moment it counts the stream in, so requests racing past a first check do not
   * pass the bounds.
   */
  admit: (request: FastifyRequest) => void;
  deliver: (notice: LiveNotice) => void;
  count: () => number;
  /** Ends every stream (the server is stopping): the pages reconnect to another instance. */
  closeAll: () => void;
}

export function createLiveStreams(idleLimitMs: number, maxStreams = MAX_STREAMS): LiveStreams {
  const heartbeatMs = Math.min(HEARTBEAT_MS, Math.floor(idleLimitMs / 3));
  const byCompetition = new Map<number, Set<Stream>>();
  const perAddress = new Map<string, number>();
  let total = 0;
  let heartbeat: NodeJS.Timeout | null = null;

  const each = (visit: (stream: Stream) => void) => {
    for (const streams of byCompetition.values()) for (const stream of streams) visit(stream);
  };
  const write = (stream: Stream, bytes: Buffer) => {
    if (stream.response.destroyed) return;
    if (stream.response.writableLength > MAX_UNSENT_BYTES) {
      stream.response.destroy();
      return;
    }
    stream.response.write(bytes);
  };

  const add = (stream: Stream) => {
    const streams = byCompetition.get(stream.competitionId) ?? new Set<Stream>();
    streams.add(stream);
    byCompetition.set(stream.competitionId, streams);
    perAddress.set(stream.address, (perAddress.get(stream.address) ?? 0) + 1);
    total += 1;
    heartbeat ??= setInterval(() => each((s) => write(s, HEARTBEAT)), heartbeatMs).unref();
  };
  const remove = (stream: Stream) => {
    const streams = byCompetition.get(stream.competitionId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) byCompetition.delete(stream.competitionId);
    const left = (perAddress.get(stream.address) ?? 1) - 1;
    if (left === 0) perAddress.delete(stream.address);
    else perAddress.set(stream.address, left);
    total -= 1;
    if (total === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  const admit = (request: FastifyRequest) => {
    if (total >= maxStreams) throw new BusinessError(LIVE_MSG.busy, ErrorCode.rateLimited);
    if ((perAddress.get(request.ip) ?? 0) >= MAX_STREAMS_PER_ADDRESS) {
      throw new BusinessError(LIVE_MSG.tooManyFromAddress, ErrorCode.rateLimited);
    }
  };

  return {
    admit,
    open: async (request, reply, competitionId, snapshot) => {
      admit(request);
      const stream: Stream = { response: reply.raw, competitionId, address: request.ip };
      // Fastify's reply is done with: the hooks that compress, tag or time an answer never see
      // this one, so nothing holds its bytes back. The security headers are already set on it.
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: a proxy must not compress (and so hold back) the stream.
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      // A page gone while the competition was looked up has closed already: nothing to count in.
      if (request.raw.socket.destroyed) return;
      request.raw.socket.setNoDelay(true);
      add(stream);
      reply.raw.once('close', () => remove(stream));
      // Subscribed first, then read: a change between the two arrives as well, never goes missing.
      try {
        write(stream, gamesEvent(await snapshot()));
      } catch {
        reply.raw.destroy();
      }
    },
    deliver: (notice) => {
      const byGameCompetition = new Map<number, LiveGame[]>();
      for (const game of notice.games) {
        if (!byCompetition.has(game.competitionId)) continue;
        const games = byGameCompetition.get(game.competitionId) ?? [];
        games.push(game);
        byGameCompetition.set(game.competitionId, games);
      }
      for (const [competitionId, games] of byGameCompetition) {
        const bytes = gamesEvent(games);
        for (const stream of byCompetition.get(competitionId) ?? []) write(stream, bytes);
      }
      if (notice.content) each((stream) => write(stream, CONTENT_EVENT));
    },
    count: () => total,
    closeAll: () => {
      each((stream) => stream.response.end());
    },
  };
}
