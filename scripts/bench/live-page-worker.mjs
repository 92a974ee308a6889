// One worker process of `npm run bench:day -- --live N` (day-live.mjs): it holds a share of the
// open live pages, each an event stream of the day's competition read as an EventSource reads it,
// and times each acknowledged point's arrival on every page it holds. Thousands of streams and
// their parsing are more than the process that drives the phones can carry beside them, so they
// live here, several processes of them.
//
// A point counts as arrived on a page once the page holds a version of its game at least the one
// read from the database after the phone's acknowledgement: a game's row is never older than the
// version it is pushed with (docs/live-scores.md), so that version shows the point or a later
// state, and a tick that carried several points at once (a point and its undo) is honest too.
// Messages from the parent: open, ack, finish; answers: opened, result.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** The server lets one address hold 50 streams; the pages come from many loopback addresses. */
const PAGES_PER_ADDRESS = 40;
/** Recent versions each page keeps per game, to time an acknowledgement heard after the push. */
const RING = 8;
const HISTOGRAM_MS = 60_000;

const now = () => performance.timeOrigin + performance.now();

/** The k-th loopback address from 127.0.0.2 on (the whole of 127/8 is this machine). */
const addressOf = (k) => `127.0.${Math.floor(k / 250)}.${2 + (k % 250)}`;

let pages = 0;
let games = 0;
let gameIndex = new Map();
let held;
let heldHome;
let heldAway;
let pointer;
let ringVersion;
let ringAt;
let ringCount;
const acks = [];
const histogram = new Uint32Array(HISTOGRAM_MS + 1);
let closed = 0;
let events = 0;
/** Every page of this worker reads the same events: each block of text is parsed once. */
const parsed = new Map();

function record(ms) {
  histogram[Math.min(HISTOGRAM_MS, Math.max(0, Math.round(ms)))] += 1;
}

/** When page `p` first held version `version` of game `g` or a later one (from its ring). */
function heldSince(slot, version) {
  const count = ringCount[slot];
  const first = Math.max(0, count - RING);
  for (let n = first; n < count; n += 1) {
    const at = slot * RING + (n % RING);
    if (ringVersion[at] >= version) return ringAt[at];
  }
  // Older than the ring remembers: its oldest entry, later than the true arrival (never flattering).
  return ringAt[slot * RING + (first % RING)];
}

function advance(slot, g) {
  const list = acks[g];
  while (pointer[slot] < list.length && list[pointer[slot]].version <= held[slot]) {
    const ack = list[pointer[slot]];
    record(heldSince(slot, ack.version) - ack.at);
    pointer[slot] += 1;
  }
}

function take(p, game, at) {
  const g = gameIndex.get(game.id);
  if (g === undefined) return;
  const slot = p * games + g;
  // An older push is ignored, as the page does (src/features/match/live-games.ts).
  if (game.version < held[slot]) return;
  heldHome[slot] = game.homeScore;
  heldAway[slot] = game.awayScore;
  if (game.version > held[slot]) {
    const at2 = slot * RING + (ringCount[slot] % RING);
    ringVersion[at2] = game.version;
    ringAt[at2] = at;
    ringCount[slot] += 1;
    held[slot] = game.version;
    advance(slot, g);
  }
}

function gamesOf(block) {
  let value = parsed.get(block);
  if (value === undefined) {
    value = JSON.parse(block.slice(block.indexOf('data: ') + 6)).games;
    parsed.set(block, value);
    if (parsed.size > 64) parsed.delete(parsed.keys().next().value);
  }
  return value;
}

function openPage(url, localAddress, p) {
  return new Promise((resolve, reject) => {
    let opened = false;
    const request = http.get(url, { localAddress, agent: false }, (response) => {
      if (response.statusCode !== 200 || !/event-stream/.test(response.headers['content-type'])) {
        response.resume();
        reject(new Error(`实时比分连接被拒绝：HTTP ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        const at = now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: games')) continue;
          events += 1;
          for (const game of gamesOf(block)) take(p, game, at);
          if (!opened) {
            opened = true;
            resolve();
          }
        }
      });
      response.on('close', () => {
        closed += 1;
      });
    });
    request.on('error', (error) => {
      if (opened) return;
      reject(error);
    });
  });
}

async function open({ url, count, firstAddress, gameIds }) {
  pages = count;
  games = gameIds.length;
  gameIndex = new Map(gameIds.map((id, g) => [id, g]));
  const slots = pages * games;
  held = new Int32Array(slots).fill(-1);
  heldHome = new Int16Array(slots);
  heldAway = new Int16Array(slots);
  pointer = new Int32Array(slots);
  ringVersion = new Int32Array(slots * RING);
  ringAt = new Float64Array(slots * RING);
  ringCount = new Int32Array(slots);
  for (let g = 0; g < games; g += 1) acks.push([]);
  const WAVE = 50;
  for (let i = 0; i < count; i += WAVE) {
    const wave = [];
    for (let p = i; p < Math.min(count, i + WAVE); p += 1) {
      wave.push(openPage(url, addressOf(firstAddress + Math.floor(p / PAGES_PER_ADDRESS)), p));
    }
    await Promise.all(wave);
  }
}

function ack({ gameId, version, at }) {
  const g = gameIndex.get(gameId);
  acks[g].push({ version, at });
  for (let p = 0; p < pages; p += 1) advance(p * games + g, g);
}

function finish({ finals }) {
  let pairsMissed = 0;
  let pagesBehind = 0;
  for (let p = 0; p < pages; p += 1) {
    let behind = false;
    for (let g = 0; g < games; g += 1) {
      const slot = p * games + g;
      pairsMissed += acks[g].length - pointer[slot];
      const final = finals[g];
      if (heldHome[slot] !== final.home || heldAway[slot] !== final.away) behind = true;
    }
    if (behind) pagesBehind += 1;
  }
  const delays = [];
  histogram.forEach((n, ms) => {
    if (n > 0) delays.push([ms, n]);
  });
  return { pages, pairsMissed, pagesBehind, closed, events, delays };
}

process.on('message', (message) => {
  if (message.type === 'open') {
    open(message).then(
      () => process.send({ type: 'opened' }),
      (error) => process.send({ type: 'failed', message: error.message }),
    );
  } else if (message.type === 'ack') ack(message);
  else if (message.type === 'finish') {
    process.send({ type: 'result', ...finish(message) });
  }
});
