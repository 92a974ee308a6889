// "An acknowledged point readable": from the moment a phone is told a score or an undo is stored
// until both public answers that show it, the game's and the competition's, give that game's
// score as the server holds it. Each phone polls (one pair of requests at a time, ~10 ms apart)
// only while one of its acknowledgements is not yet readable; after 20 s it gives up and counts
// 20 s.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { send } from './day-http.mjs';

export const GIVE_UP_MS = 20_000;
const POLL_GAP_MS = 10;

const same = (a, b) => a !== undefined && a.home === b.home && a.away === b.away;

async function scoreIn(url, agent, pick) {
  try {
    const answer = await send(url, { agent, timeoutMs: GIVE_UP_MS });
    if (answer.status !== 200) return undefined;
    const data = pick(JSON.parse(answer.text).data);
    return data && { home: data.homeScore, away: data.awayScore };
  } catch {
    return undefined;
  }
}

/**
 * `expected()` is the score the server holds as far as its answers said (the ledger's
 * storedScore): an answer showing it is current, whichever acknowledgement it was built after.
 * `record(ms)` is called once per acknowledged action.
 */
export function watchReadable({ base, gameId, competitionId, agent, expected, record }) {
  const pending = [];
  let polling = null;

  const readGame = () => scoreIn(`${base}/api/games/${gameId}`, agent, (data) => data);
  const readCompetition = () =>
    scoreIn(`${base}/api/competitions/${competitionId}`, agent, (data) =>
      data?.games?.find((game) => game.id === gameId),
    );

  async function poll() {
    while (pending.length > 0) {
      const startedAt = performance.now();
      const before = expected();
      const [game, competition] = await Promise.all([readGame(), readCompetition()]);
      const after = expected();
      const endedAt = performance.now();
      const current = (score) => same(score, before) || same(score, after);
      for (const entry of [...pending]) {
        // An answer asked for before the acknowledgement proves nothing about it.
        if (entry.at <= startedAt) {
          entry.game ||= current(game);
          entry.competition ||= current(competition);
        }
        const waited = endedAt - entry.at;
        if ((entry.game && entry.competition) || waited >= GIVE_UP_MS) {
          for (let i = 0; i < entry.count; i += 1) record(Math.min(waited, GIVE_UP_MS));
          pending.splice(pending.indexOf(entry), 1);
        }
      }
      if (pending.length > 0) await delay(POLL_GAP_MS);
    }
    polling = null;
  }

  return {
    /** `count` scores or undos were acknowledged now. */
    acknowledged(count) {
      if (count === 0) return;
      pending.push({ at: performance.now(), count, game: false, competition: false });
      polling ??= poll();
    },
    /** Resolves once every acknowledgement is readable or given up on. */
    settled: () => polling ?? Promise.resolve(),
  };
}
