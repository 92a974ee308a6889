// Open live pages for npm run bench:live: server-sent event streams of one competition, read as a
// browser's EventSource reads them, each noting when the watched game's score arrives. They come
// from several loopback addresses (127.0.0.2, .3, …), since the server lets one address hold only
// so many streams (server/live/live-streams.ts) and a real crowd comes from many.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const PAGES_PER_ADDRESS = 40;

function openPage(url, localAddress, gameId) {
  return new Promise((resolve, reject) => {
    const page = { arrivals: [], snapshot: false, score: null };
    const request = http.get(url, { localAddress, agent: false }, (response) => {
      if (response.statusCode !== 200 || !/event-stream/.test(response.headers['content-type'])) {
        reject(
          new Error(`stream refused: ${response.statusCode} ${response.headers['content-type']}`),
        );
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: games')) continue;
          const { games } = JSON.parse(block.slice(block.indexOf('data: ') + 6));
          const game = games.find((g) => g.id === gameId);
          if (!game) continue;
          page.score = `${game.homeScore}:${game.awayScore}`;
          if (!page.snapshot) {
            page.snapshot = true;
            resolve(page);
          } else {
            page.arrivals.push({ at: performance.now(), score: page.score });
          }
        }
      });
    });
    request.on('error', reject);
    page.close = () => request.destroy();
  });
}

/** Opens `count` pages on `base`, in waves so the server's accept queue is not the measure. */
export async function openPages(base, competitionId, gameId, count, firstAddress = 2) {
  const url = `${base}/api/live/competitions/${competitionId}`;
  const pages = [];
  const WAVE = 100;
  for (let i = 0; i < count; i += WAVE) {
    const wave = Array.from({ length: Math.min(WAVE, count - i) }, (_, j) => {
      const n = i + j;
      const address = `127.0.0.${firstAddress + Math.floor(n / PAGES_PER_ADDRESS)}`;
      return openPage(url, address, gameId);
    });
    pages.push(...(await Promise.all(wave)));
  }
  return pages;
}

/** How many addresses `count` pages use, so a second set of pages can start after them. */
export const addressesFor = (count) => Math.ceil(count / PAGES_PER_ADDRESS);
