// What one phone does in its game, decided before it starts: begin, the scores (team, scorer and
// assist from the game's roster), undos of its own earlier scores, a rename, a timeout, finish;
// and how it sends them: one batch per action as the app does online, except two offline spells
// (several actions queued, then sent in one batch), two answers lost on the way back (resent
// later) and two batches sent twice at once.
import { randomUUID } from 'node:crypto';

const SPELLS = 2;
const LOST = 2;
const TWICE = 2;

const randomInt = (below) => Math.floor(Math.random() * below);
const pick = (list) => list[randomInt(list.length)];

/** A scorer and a different assist from one team's roster (game_players ids). */
function scorerAndAssist(ids) {
  const scorerId = pick(ids);
  return { scorerId, assistId: pick(ids.filter((id) => id !== scorerId)) };
}

/** Puts `action` at a random place among the first `within` places after index `after`. */
function insertAfter(list, after, within, action) {
  list.splice(Math.min(list.length, after + 1 + randomInt(within)), 0, action);
}

function middleActions(gameId, rosters, scores, undos) {
  const ids = { home: rosters.home.map((p) => p.id), away: rosters.away.map((p) => p.id) };
  const list = Array.from({ length: scores }, () => {
    const team = Math.random() < 0.5 ? 'home' : 'away';
    return { type: 'score', id: randomUUID(), gameId, team, ...scorerAndAssist(ids[team]) };
  });
  const undone = new Set();
  while (undone.size < Math.min(undos, scores)) {
    const score = pick(list.filter((a) => a.type === 'score' && !undone.has(a.id)));
    undone.add(score.id);
    insertAfter(list, list.indexOf(score), 4, { type: 'deleteScore', id: score.id, gameId });
  }
  const team = Math.random() < 0.5 ? 'home' : 'away';
  const renamed = pick(rosters[team]);
  insertAfter(list, randomInt(list.length), 1, {
    type: 'saveName',
    id: randomUUID(),
    gameId,
    team,
    playerId: renamed.id,
    name: `${renamed.name}改`.slice(0, 20),
  });
  insertAfter(list, randomInt(list.length), 1, {
    type: 'timeout',
    id: randomUUID(),
    gameId,
    team: Math.random() < 0.5 ? 'home' : 'away',
  });
  return list;
}

/** `count` non-overlapping spans [start, end) of 3–5 places in 1 … last-1, a gap between them. */
function offlineSpans(last, count) {
  const spans = [];
  for (let tries = 0; spans.length < count && tries < 1000; tries += 1) {
    const start = 1 + randomInt(last - 6);
    const end = start + 3 + randomInt(3);
    if (end < last && spans.every((s) => end + 1 < s.start || start > s.end + 1))
      spans.push({ start, end });
  }
  return spans;
}

/**
 * The phone's steps in order: `{ action, send, fault }`. `send` false queues the action (offline);
 * a step that sends takes every queued action with it. `fault` is 'lost' (the answer is thrown
 * away), 'twice' (sent twice at once) or 'none'.
 */
export function planGame({ gameId, rosters, scores = 30, undos = 4 }) {
  const actions = [
    { type: 'begin', id: randomUUID(), gameId },
    ...middleActions(gameId, rosters, scores, undos),
    { type: 'finish', id: randomUUID(), gameId },
  ];
  const steps = actions.map((action) => ({ action, send: true, fault: 'none' }));
  const last = steps.length - 1;
  for (const { start, end } of offlineSpans(last, SPELLS))
    for (let i = start; i < end - 1; i += 1) steps[i].send = false;
  // Faults go on plain online sends between begin and finish: a spell's last send is already one.
  const plain = steps
    .map((step, i) => i)
    .filter((i) => i > 0 && i < last && steps[i].send && steps[i - 1].send);
  for (const fault of [...Array(LOST).fill('lost'), ...Array(TWICE).fill('twice')]) {
    const free = plain.filter((i) => steps[i].fault === 'none');
    if (free.length > 0) steps[pick(free)].fault = fault;
  }
  return steps;
}
