// The open live pages of one instance (docs/live-scores.md): each is a server-sent event stream of
// one competition. What the bus brings is gathered per competition for one fan-out tick (at once
// while few pages are open, longer when many are), then written once as bytes, framed as an HTTP
// chunk, and those same bytes go straight to the socket of every page of it in one pass: a tick
// costs one serialization and one socket write per page, however many points it carried.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveGame } from '../../src/contract/content-competition';
import { BusinessError, ErrorCode } from '../http/business-error';
import type { LiveNotice } from './live-bus';
import { createLiveGather, type Gathered } from './live-gather';
import { LIVE_MSG } from './live-messages';
import { createSlicedWrites } from './sliced-writes';

/**
 * Below common proxies' 60 s of silence, and at most a third of the server's own limit on a silent
 * socket (`connectionMs` in server-timeouts.ts, 75 s), whatever that is set to.
 */
export const HEARTBEAT_MS = 25_000;
/** A household or an office shares an address; beyond this a page polls instead. */
export const MAX_STREAMS_PER_ADDRESS = 50;
/**
 * Per instance, unless LIVE_MAX_STREAMS says otherwise; beyond it pages poll. The most two
 * instances on one PostgreSQL were measured to hold within the day's bounds (docs/live-scores.md,
 * "Where the cap comes from").
 */
export const MAX_STREAMS = 5_000;
/** A page that reads slower than this much is waiting to be sent is cut off; it reconnects or polls. */
const MAX_UNSENT_BYTES = 64 * 1024;
/**
 * Up to this many open pages a notice is written to them as it is heard. From it on, notices are
 * gathered for FANOUT_TICK_MS and each page gets one event per tick: on a championship day every
 * feed tick carries a change, and a write per page per 50 ms tick is what costs a core.
 */
export const FANOUT_AT_ONCE_BELOW = 1_000;
/** A point is promised within a second; the fan-out tick takes at most a quarter of it. */
export const FANOUT_TICK_MS = 250;
/**
 * From this many open pages on the instance the tick is twice as long: half the socket writes, so
 * the phones' writes keep their time while the points still reach every page within the second
 * (`bench:day --live`, docs/live-scores.md).
 */
export const LONG_TICK_FROM = 5_000;

const HEARTBEAT = ':\n\n';
const CONTENT_EVENT = 'event: content\ndata: {}\n\n';

export const gamesEvent = (games: readonly LiveGame[]) =>
  `event: games\ndata: ${JSON.stringify({ games })}\n\n`;

/**
 * The bytes of `text` as the socket must carry them: an HTTP/1.1 answer without a length is sent
 * in chunks, each its size in hex, CRLF, the bytes, CRLF. Framed here once per tick, the same
 * buffer goes to every page's socket; ServerResponse.write would frame it again per page, in four
 * writes corked until the next tick of the event loop.
 */
function framed(text: string, chunked: boolean): Buffer {
  const body = Buffer.from(text);
  if (!chunked) return body;
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]);
}

interface Stream {
  response: ServerResponse;
  socket: Socket;
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

export interface LiveStreamOptions {
  /** The instance's cap (LIVE_MAX_STREAMS). */
  maxStreams?: number;
  /** Tests gather from the first page, to see the fan-out tick with a few; production keeps these. */
  fanoutAtOnceBelow?: number;
  fanoutTickMs?: number;
}

export function createLiveStreams(
  idleLimitMs: number,
  {
    maxStreams = MAX_STREAMS,
    fanoutAtOnceBelow = FANOUT_AT_ONCE_BELOW,
    fanoutTickMs = FANOUT_TICK_MS,
  }: LiveStreamOptions = {},
): LiveStreams {
  const heartbeatMs = Math.min(HEARTBEAT_MS, Math.floor(idleLimitMs / 3));
  const byCompetition = new Map<number, Set<Stream>>();
  const perAddress = new Map<string, number>();
  let total = 0;
  let heartbeat: NodeJS.Timeout | null = null;

  const allStreams = () => [...byCompetition.values()].flatMap((streams) => [...streams]);
  // Every write to the pages goes through this queue, in order, a slice per turn (sliced-writes.ts).
  const writes = createSlicedWrites<Stream>();
  // HTTP/1.0 clients get the stream unchunked, ended by closing; each kind gets its own framing.
  const encoded = (text: string) => {
    const bytes = { chunked: framed(text, true), plain: null as Buffer | null };
    return (stream: Stream) =>
      stream.response.chunkedEncoding ? bytes.chunked : (bytes.plain ??= framed(text, false));
  };
  const write = (stream: Stream, bytesOf: (stream: Stream) => Buffer) => {
    const { socket } = stream;
    if (socket.destroyed) return;
    if (socket.writableLength > MAX_UNSENT_BYTES) {
      socket.destroy();
      return;
    }
    socket.write(bytesOf(stream));
  };
  const heartbeatBytes = encoded(HEARTBEAT);
  const contentBytes = encoded(CONTENT_EVENT);

  const send = ({ games, content }: Gathered) => {
    for (const [competitionId, streams] of byCompetition) {
      const changed = games.get(competitionId);
      if (!changed && !content) continue;
      // One event per page per tick: the games, and a content notice in the same bytes.
      const bytes = changed
        ? encoded(gamesEvent(changed) + (content ? CONTENT_EVENT : ''))
        : contentBytes;
      writes.add([...streams], (stream) => write(stream, bytes));
    }
  };
  const gather = createLiveGather((competitionId) => byCompetition.has(competitionId));
  let fanoutTimer: NodeJS.Timeout | null = null;
  const fanOut = () => {
    // The last tick's writes still going out: this one waits, gathering more, rather than queue a
    // second pass behind the first (each page would get two events, at twice the cost).
    if (writes.busy()) {
      fanoutTimer = setTimeout(fanOut, fanoutTickMs / 5);
      return;
    }
    fanoutTimer = null;
    const gathered = gather.take();
    if (gathered) send(gathered);
  };

  const add = (stream: Stream) => {
    const streams = byCompetition.get(stream.competitionId) ?? new Set<Stream>();
    streams.add(stream);
    byCompetition.set(stream.competitionId, streams);
    perAddress.set(stream.address, (perAddress.get(stream.address) ?? 0) + 1);
    total += 1;
    heartbeat ??= setInterval(
      () => writes.add(allStreams(), (s) => write(s, heartbeatBytes)),
      heartbeatMs,
    ).unref();
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
      const stream: Stream = {
        response: reply.raw,
        socket: request.raw.socket,
        competitionId,
        address: request.ip,
      };
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
      // The head now, so what follows can go to the socket itself, framed as this answer's body.
      reply.raw.flushHeaders();
      // A page gone while the competition was looked up has closed already: nothing to count in.
      if (request.raw.socket.destroyed) return;
      request.raw.socket.setNoDelay(true);
      add(stream);
      reply.raw.once('close', () => remove(stream));
      // Subscribed first, then read: a change between the two arrives as well, never goes missing.
      try {
        const bytes = encoded(gamesEvent(await snapshot()));
        writes.add([stream], (page) => write(page, bytes));
      } catch {
        reply.raw.destroy();
      }
    },
    deliver: (notice) => {
      gather.add(notice);
      if (total < fanoutAtOnceBelow) fanOut();
      else fanoutTimer ??= setTimeout(fanOut, fanoutTickMs * (total >= LONG_TICK_FROM ? 2 : 1));
    },
    count: () => total,
    closeAll: () => {
      if (fanoutTimer) {
        clearTimeout(fanoutTimer);
        fanOut();
      }
      writes.flush();
      for (const stream of allStreams()) stream.response.end();
    },
  };
}
