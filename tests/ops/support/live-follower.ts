// A competition page's live stream as a browser's EventSource holds it, through the proxy: it
// keeps the newest push of each game (by its version), reads the competition again when told it
// may have missed some (a `content` event, as the page does), and, when the stream ends or fails
// (its instance died), connects again after a moment, as EventSource does by itself.
import https from 'node:https';
import type { LiveGame } from '../../../src/contract/content-competition';
import { proxyRequest, SITE_HOST, type NginxProxy } from '../../browser/support/nginx-proxy';

export interface LiveFollower {
  /** The newest push of each game. */
  games: Map<number, LiveGame>;
  /** How many times the stream was opened (1 + reconnections). */
  connections(): number;
  close(): void;
}

const RETRY_MS = 300;

export function followLive(proxy: NginxProxy, competitionId: number): LiveFollower {
  const games = new Map<number, LiveGame>();
  let connections = 0;
  let closed = false;
  let current: ReturnType<typeof https.request> | undefined;

  const keep = (game: LiveGame) => {
    const known = games.get(game.id);
    if (!known || known.version <= game.version) games.set(game.id, game);
  };

  /** A `content` event says pushes may have been missed: the page reads the competition again. */
  const readAgain = async () => {
    const answer = await proxyRequest(proxy, `/api/competitions/${competitionId}`);
    const envelope = JSON.parse(answer.body) as { code: number; data: { games: LiveGame[] } };
    if (envelope.code !== 0) return;
    for (const game of envelope.data.games) {
      const known = games.get(game.id);
      games.set(game.id, { ...game, version: known?.version ?? 0 });
    }
  };

  const take = (block: string) => {
    const lines = block.split('\n');
    if (lines.includes('event: content')) void readAgain().catch(() => undefined);
    if (!lines.includes('event: games')) return;
    const data = lines.find((line) => line.startsWith('data: '));
    if (!data) return;
    for (const game of (JSON.parse(data.slice(6)) as { games: LiveGame[] }).games) keep(game);
  };

  const connect = () => {
    if (closed) return;
    connections += 1;
    const again = () => {
      if (!closed) setTimeout(connect, RETRY_MS);
    };
    current = https.request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        servername: SITE_HOST,
        ca: proxy.certificate,
        path: `/api/live/competitions/${competitionId}`,
        headers: { host: `${SITE_HOST}:${proxy.port}`, accept: 'text/event-stream' },
      },
      (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            take(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        });
        // 'close' comes however the stream ended: finished, or cut when its instance died.
        response.once('close', again);
        response.once('error', () => undefined);
      },
    );
    current.once('error', again);
    current.end();
  };

  connect();
  return {
    games,
    connections: () => connections,
    close() {
      closed = true;
      current?.destroy();
    },
  };
}
