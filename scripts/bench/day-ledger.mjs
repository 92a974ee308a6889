// One phone's record of its game: which actions the server answered as stored (even answers the
// phone never saw), which of them the phone was told about, and every answer given for each
// action, so that the end of the day can tell a lost action from a doubled one.
import { performance } from 'node:perf_hooks';

/**
 * The stored event an acknowledged action must have become: an undo is stored under the voided
 * score's id made into `void:<id>` (voidIdOf in src/contract/scoring/scoring-event.ts).
 */
const eventIdOf = (action) => (action.type === 'deleteScore' ? `void:${action.id}` : action.id);
/** A score and its undo share the score's id; the answer's key tells them apart. */
const keyOf = (action) => `${action.type}:${action.id}`;

function scoreOf(scores, voids) {
  const score = { home: 0, away: 0 };
  for (const [id, team] of scores) if (!voids.has(id)) score[team] += 1;
  return score;
}

export function createLedger(gameId) {
  const answers = new Map();
  const stored = { scores: new Map(), voids: new Set() };
  const acknowledged = { scores: new Map(), voids: new Set(), keys: new Set() };
  const eventIds = new Set();
  /** Each score the server held, from when an answer said so (performance.now() ms). */
  const held = [{ from: 0, score: { home: 0, away: 0 } }];
  let differentAnswers = 0;

  const enter = (book, action) => {
    if (action.type === 'score') book.scores.set(action.id, action.team);
    if (action.type === 'deleteScore') book.voids.add(action.id);
  };

  return {
    gameId,
    /**
     * An answer of code 0 for `action`. `delivered`: the phone got it (not thrown away, not the
     * slower twin of a doubled send). Returns true when this is the action's first acknowledgement.
     */
    stored(action, data, delivered) {
      const key = keyOf(action);
      const said = JSON.stringify(data);
      if (!answers.has(key)) answers.set(key, said);
      else if (answers.get(key) !== said) differentAnswers += 1;
      enter(stored, action);
      const score = scoreOf(stored.scores, stored.voids);
      const last = held.at(-1).score;
      if (score.home !== last.home || score.away !== last.away)
        held.push({ from: performance.now(), score });
      if (!delivered || acknowledged.keys.has(key)) return false;
      acknowledged.keys.add(key);
      enter(acknowledged, action);
      eventIds.add(eventIdOf(action));
      return true;
    },
    /**
     * The scores the server held at some moment from `start` to `end`, as far as its answers said:
     * what a public answer asked for in that span may show, whenever the server built it.
     */
    heldBetween(start, end) {
      const before = held.findLastIndex((entry) => entry.from <= start);
      return held
        .slice(Math.max(0, before))
        .filter((entry) => entry.from <= end)
        .map((e) => e.score);
    },
    /** What the phone believes: its acknowledged scores minus its acknowledged undos. */
    believedScore: () => scoreOf(acknowledged.scores, acknowledged.voids),
    acknowledgedCount: () => acknowledged.keys.size,
    /** Ids of the events the acknowledged actions must be stored as. */
    eventIds: () => [...eventIds],
    /** Actions answered twice with different answers: one of them was stored as a second event. */
    differentAnswers: () => differentAnswers,
  };
}
