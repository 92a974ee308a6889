// The schedule pages' writes: each answers what it saved, and the competition's schedule is read
// again so the list shows the change.
import type {
  CancelGameBody,
  CreateGameBody,
  RoundRobinBody,
  UpdateGameBody,
} from '../../../contract/admin-schedule';
import { adminScheduleApi } from '../../../contract/api/admin-schedule';
import { callApi } from '../../../lib/api-client';
import { revalidateApi } from '../../../lib/api-read';
import { toast } from '../../../lib/notify';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

async function done<T>(competitionId: number, answer: T, message: string): Promise<T> {
  toast.success(message);
  await revalidateApi(
    adminScheduleApi.schedule,
    { params: { id: competitionId } },
    { silent: true },
  );
  return answer;
}

export async function createGame(competitionId: number, body: CreateGameBody) {
  const game = await callApi(adminScheduleApi.create, { params: { id: competitionId }, body });
  return done(competitionId, game, M.done.created);
}

export async function updateGame(competitionId: number, gameId: number, body: UpdateGameBody) {
  const game = await callApi(adminScheduleApi.update, { params: { id: gameId }, body });
  return done(competitionId, game, M.done.saved);
}

export async function cancelGame(competitionId: number, gameId: number, body: CancelGameBody) {
  const game = await callApi(adminScheduleApi.cancel, { params: { id: gameId }, body });
  return done(competitionId, game, M.done.cancelled);
}

export async function restoreGame(competitionId: number, gameId: number) {
  const game = await callApi(adminScheduleApi.restore, { params: { id: gameId } });
  return done(competitionId, game, M.done.restored);
}

export async function createRoundRobin(competitionId: number, body: RoundRobinBody) {
  const answer = await callApi(adminScheduleApi.roundRobin, {
    params: { id: competitionId },
    body,
  });
  return done(competitionId, answer, M.done.roundRobin(answer.created));
}
