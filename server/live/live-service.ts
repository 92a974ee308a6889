// An instance's part in the live scores (docs/live-scores.md): the feed it publishes to, the streams
// of its open pages, and the bus between them. Built by buildApp as `app.live`.
import type { FastifyInstance } from 'fastify';
import { createMemoryBus, type LiveBus } from './live-bus';
import { createLiveFeed, type LiveFeed } from './live-feed';
import { createLiveStreams, type LiveStreamOptions, type LiveStreams } from './live-streams';

export interface LiveService {
  feed: LiveFeed;
  streams: LiveStreams;
}

/**
 * `bus`: the one its caller made (PostgreSQL, or one memory bus shared by two instances in a
 * test) and closes itself; without one, the instance has a memory bus of its own. `idleLimitMs`:
 * how long the server lets a socket stay silent, which the heartbeat must beat. `streamOptions`: the
 * instance's cap on streams and its fan-out tick (live-streams.ts).
 */
export function registerLive(
  app: FastifyInstance,
  bus: LiveBus | undefined,
  idleLimitMs: number,
  streamOptions: LiveStreamOptions = {},
): void {
  const ownBus = bus ?? createMemoryBus();
  const feed = createLiveFeed(app.db, ownBus, app.log);
  const streams = createLiveStreams(idleLimitMs, streamOptions);
  const stopListening = ownBus.subscribe(streams.deliver);
  app.decorate('live', { feed, streams } satisfies LiveService);
  // Before Fastify waits for requests to end: an open stream never would.
  app.addHook('preClose', async () => {
    await feed.flush();
    streams.closeAll();
  });
  app.addHook('onClose', async () => {
    stopListening();
    if (!bus) await ownBus.close();
  });
}
