// The schedule pages' writes: each answers what it saved and confirms with a toast; callApi has the
// schedule on screen read what the write changed (src/lib/stale-answers.ts).
import type {
  CancelGameBody,
  CreateGameBody,
  RoundRobinBody,
  UpdateGameBody,
} from '../../../contract/admin-schedule';
import { adminScheduleApi } from '../../../contract/api/admin-schedule';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

function done<T>(answer: T, message: string): T {
  toast.success(message);
  return answer;
}

export async function createGame(competitionId: number, body: CreateGameBody) {
  const game = await callApi(adminScheduleApi.create, { params: { id: competitionId }, body });
  return done(game, M.done.created);
}

export async function updateGame(gameId: number, body: UpdateGameBody) {
  const game = await callApi(adminScheduleApi.update, { params: { id: gameId }, body });
  return done(game, M.done.saved);
}

export async function cancelGame(gameId: number, body: CancelGameBody) {
  const game = await callApi(adminScheduleApi.cancel, { params: { id: gameId }, body });
  return done(game, M.done.cancelled);
}

export async function restoreGame(gameId: number) {
  const game = await callApi(adminScheduleApi.restore, { params: { id: gameId } });
  return done(game, M.done.restored);
}

export async function createRoundRobin(competitionId: number, body: RoundRobinBody) {
  const answer = await callApi(adminScheduleApi.roundRobin, {
    params: { id: competitionId },
    body,
  });
  return done(answer, M.done.roundRobin(answer.created));
}
