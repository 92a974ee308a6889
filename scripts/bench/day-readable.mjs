// "An acknowledged point readable": from the moment a phone is told a score or an undo is stored
// until both public answers that show it, the game's and the competition's, give that game's
// score as the server held it at some moment while they were asked for (on a slow server the
// phone has moved on by the time an answer comes back). Each phone polls only while one of its
// acknowledgements is not yet readable, ~10 ms after each answer, and at once on a new
// acknowledgement (up to two polls at a time, so a poll asked for just before it does not delay
// it much); after 20 s it gives up and counts 20 s.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { send } from './day-http.mjs';

export const GIVE_UP_MS = 20_000;
const POLL_GAP_MS = 10;
const POLLS_AT_ONCE = 2;

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
 * `heldBetween(start, end)` gives the scores the server held in that span (the ledger's): an
 * answer showing one of them is current, whichever acknowledgement it was built after.
 * `record(ms)` is called once per acknowledged action.
 */
export function watchReadable({ base, gameId, competitionId, agent, heldBetween, record }) {
  const pending = [];
  /** The polls under way, each with the moment it was asked for. */
  const polls = new Set();
  let settle = null;

  const readGame = () => scoreIn(`${base}/api/games/${gameId}`, agent, (data) => data);
  const readCompetition = () =>
    scoreIn(`${base}/api/competitions/${competitionId}`, agent, (data) =>
      data?.games?.find((game) => game.id === gameId),
    );

  /** Polls unless a poll under way was asked for after the newest acknowledgement. */
  function pollIfNeeded() {
    const newest = pending.at(-1)?.at;
    if (newest === undefined || polls.size >= POLLS_AT_ONCE) return;
    if ([...polls].some((under) => under.startedAt >= newest)) return;
    void poll();
  }

  function take(startedAt, endedAt, game, competition) {
    const held = heldBetween(startedAt, endedAt);
    const current = (score) => held.some((heldScore) => same(score, heldScore));
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
  }

  async function poll() {
    const under = { startedAt: performance.now() };
    polls.add(under);
    const [game, competition] = await Promise.all([readGame(), readCompetition()]);
    polls.delete(under);
    take(under.startedAt, performance.now(), game, competition);
    if (pending.length > 0) {
      await delay(POLL_GAP_MS);
      pollIfNeeded();
    } else if (polls.size === 0) settle?.();
  }

  return {
    /** `count` scores or undos were acknowledged now. */
    acknowledged(count) {
      if (count === 0) return;
      pending.push({ at: performance.now(), count, game: false, competition: false });
      pollIfNeeded();
    },
    /** Resolves once every acknowledgement is readable or given up on. */
    settled() {
      if (pending.length === 0 && polls.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        settle = resolve;
      });
    },
  };
}
