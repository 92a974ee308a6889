// One volunteer's phone through the day: it logs in, reads its game and roster through the
// volunteer API, then plays its plan (day-plan.mjs) through POST /api/volunteer/batch alone, its
// actions spread over the day at irregular times, as points come. Its ledger (day-ledger.mjs)
// keeps what it was told; every acknowledged score or undo is timed until the public answers show
// it (day-readable.mjs).
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { callApi, send } from './day-http.mjs';
import { createLedger } from './day-ledger.mjs';
import { planGame } from './day-plan.mjs';
import { watchReadable } from './day-readable.mjs';

/** Logs in and reads the game as the scoring app does before a game; throws if any of it fails. */
export async function preparePhone({ base, phone, password, gameId, agent }) {
  const login = await callApi(`${base}/api/volunteer/login`, {
    method: 'POST',
    body: JSON.stringify({ phone, password }),
    agent,
  });
  const headers = { ticket: login.ticket };
  const games = await callApi(`${base}/api/volunteer/date/games`, { headers, agent });
  if (!games.some((game) => game.id === gameId))
    throw new Error(`志愿者 ${phone} 的今日比赛中没有第 ${gameId} 场`);
  await callApi(`${base}/api/volunteer/game/${gameId}`, { headers, agent });
  const rosters = await callApi(`${base}/api/volunteer/players/${gameId}`, { headers, agent });
  return { ticket: login.ticket, rosters };
}

/**
 * Plays the game from `startAt` (Date.now() ms) for about `spanMs` (`lockstep`: each step in the
 * middle of its slot, not at a random moment of it): `phone` is { base, agent, ticket, rosters,
 * gameId }, the public answers are read from `readBase`. `stats` collects what every phone
 * shares: batchMs (and batches, each with when it ended), readableMs, refusals, batchFailures.
 * `onPoint(gameId)`, if given, is called the moment the phone is told of a new score or undo.
 */
export async function playGame({
  phone,
  readBase,
  readAgent,
  competitionId,
  startAt,
  spanMs,
  lockstep,
  stats,
  onPoint,
}) {
  const { base, agent, ticket, rosters, gameId } = phone;
  const steps = planGame({ gameId, rosters });
  const ledger = createLedger(gameId);
  const watch = watchReadable({
    base: readBase,
    gameId,
    competitionId,
    agent: readAgent,
    heldBetween: ledger.heldBetween,
    record: (ms) => stats.readableMs.push(ms),
  });
  const deviceId = randomUUID();
  let seq = 0;

  async function post(body) {
    let failure;
    try {
      const answer = await send(`${base}/api/volunteer/batch`, {
        method: 'POST',
        headers: { ticket },
        body,
        agent,
      });
      stats.batchMs.push(answer.ms);
      stats.batches.push({ endedAt: Date.now(), ms: answer.ms });
      const envelope = answer.status === 200 ? JSON.parse(answer.text) : null;
      if (envelope?.code === 0) return envelope.data.results;
      failure = envelope ? `${envelope.code} ${envelope.message}` : `HTTP ${answer.status}`;
    } catch (error) {
      // A network failure: the phone keeps the batch and sends it again.
      failure = error.code ?? error.message;
    }
    stats.batchFailures.push(failure);
    return null;
  }

  /** Takes in one answer; `delivered` false when the phone never sees it. */
  function takeIn(actions, results, delivered) {
    let readable = 0;
    for (const [i, action] of actions.entries()) {
      const result = results[i];
      if (result?.code !== 0) {
        if (delivered) stats.refusals.push(`${action.type}: ${result?.code} ${result?.message}`);
        continue;
      }
      const first = ledger.stored(action, result.data, delivered);
      if (first && (action.type === 'score' || action.type === 'deleteScore')) readable += 1;
    }
    watch.acknowledged(readable);
    if (readable > 0) onPoint?.(gameId);
  }

  /** Sends a batch as the step's fault says; returns the batch again if it must be resent. */
  async function deliver(batch, fault) {
    if (fault === 'twice') {
      let delivered = false;
      await Promise.all(
        [post(batch.body), post(batch.body)].map(async (sent) => {
          const results = await sent;
          if (!results) return;
          takeIn(batch.actions, results, !delivered);
          delivered = true;
        }),
      );
      return delivered ? null : batch;
    }
    const results = await post(batch.body);
    if (results) takeIn(batch.actions, results, fault !== 'lost');
    return results && fault !== 'lost' ? null : batch;
  }

  let queued = [];
  let unanswered = null;
  // Each step at a random moment of its own slot of the span: points come at irregular times. At
  // fixed gaps the phones, started a little apart with spans ending together, drew closer all day
  // and sent their last points within the same few milliseconds, which no game day does; in
  // lockstep they do it all day, on purpose.
  const slot = spanMs / steps.length;
  for (const [i, step] of steps.entries()) {
    const within = lockstep ? 0.5 : Math.random();
    await delay(Math.max(0, startAt + (i + within) * slot - Date.now()));
    seq += 1;
    queued.push({ ...step.action, at: Date.now(), deviceId, seq });
    if (!step.send) continue;
    // The outbox sends what it still holds first: the batch whose answer never came back, as it was.
    if (unanswered) unanswered = await deliver(unanswered, 'none');
    const batch = { actions: queued, body: JSON.stringify({ actions: queued }) };
    queued = [];
    const again = await deliver(batch, step.fault);
    if (again) unanswered = unanswered ? merge(unanswered, again) : again;
  }
  for (let tries = 0; unanswered && tries < 20; tries += 1) {
    await delay(500);
    unanswered = await deliver(unanswered, 'none');
  }
  await watch.settled();
  return ledger;
}

/** Two batches still to send, as one: the older one's actions first. */
function merge(older, newer) {
  const actions = [...older.actions, ...newer.actions];
  return { actions, body: JSON.stringify({ actions }) };
}
