// The end of the day: does every public answer give each game the score its phone believes, and
// is every action the server acknowledged in the database once?
import { callApi } from './day-http.mjs';
import { storedEvents } from './day-seed.mjs';

/** The public score of the game through every instance: any instance may hold a stale copy. */
async function publicScores(bases, gameId, agent) {
  return Promise.all(
    bases.map(async (base) => {
      const game = await callApi(`${base}/api/games/${gameId}`, { agent });
      return { home: game.homeScore, away: game.awayScore };
    }),
  );
}

/**
 * `lost`: acknowledged actions with no event of theirs in the game's log; `doubled`: points the
 * public score has above the phone's, plus actions answered as two different events;
 * `gamesDiffering`: games whose public score is not the phone's on some instance.
 */
export async function judgeDay({ ledgers, bases, databaseUrl, agent }) {
  const verdict = { lost: 0, doubled: 0, gamesDiffering: 0, actions: 0, differences: [] };
  const events = await storedEvents(
    databaseUrl,
    ledgers.map((ledger) => ledger.gameId),
  );
  const gameOfEvent = new Map(events.map((event) => [event.id, event.gameId]));
  for (const ledger of ledgers) {
    const believed = ledger.believedScore();
    const shown = await publicScores(bases, ledger.gameId, agent);
    const above = (score) =>
      Math.max(0, score.home - believed.home) + Math.max(0, score.away - believed.away);
    if (shown.some((score) => score.home !== believed.home || score.away !== believed.away)) {
      verdict.gamesDiffering += 1;
      verdict.differences.push({ gameId: ledger.gameId, believed, shown });
    }
    verdict.doubled += Math.max(...shown.map(above)) + ledger.differentAnswers();
    verdict.lost += ledger.eventIds().filter((id) => gameOfEvent.get(id) !== ledger.gameId).length;
    verdict.actions += ledger.acknowledgedCount();
  }
  return verdict;
}
