// The results pages' writes: each answers the game's result as it now stands; the game's result
// and the competition's results are read again so the page and the standings show the change.
import type {
  AddPointBody,
  ForfeitBody,
  RemovePointBody,
  UnforfeitBody,
} from '../../../contract/admin-results';
import { adminResultsApi } from '../../../contract/api/admin-results';
import { callApi } from '../../../lib/api-client';
import { revalidateApi } from '../../../lib/api-read';
import { toast } from '../../../lib/notify';
import { RESULTS_MESSAGES as M } from './results-messages';

async function done<T extends { game: { id: number } }>(
  competitionId: number,
  answer: T,
  message: string,
): Promise<T> {
  toast.success(message);
  await Promise.all([
    revalidateApi(adminResultsApi.game, { params: { id: answer.game.id } }, { silent: true }),
    revalidateApi(adminResultsApi.competition, { params: { id: competitionId } }, { silent: true }),
  ]);
  return answer;
}

export const addPoint = async (competitionId: number, gameId: number, body: AddPointBody) =>
  done(
    competitionId,
    await callApi(adminResultsApi.addPoint, { params: { id: gameId }, body }),
    M.correct.done,
  );

export const removePoint = async (competitionId: number, gameId: number, body: RemovePointBody) =>
  done(
    competitionId,
    await callApi(adminResultsApi.removePoint, { params: { id: gameId }, body }),
    M.correct.done,
  );

export const forfeitGame = async (competitionId: number, gameId: number, body: ForfeitBody) =>
  done(
    competitionId,
    await callApi(adminResultsApi.forfeit, { params: { id: gameId }, body }),
    M.forfeit.done,
  );

export const unforfeitGame = async (competitionId: number, gameId: number, body: UnforfeitBody) =>
  done(
    competitionId,
    await callApi(adminResultsApi.unforfeit, { params: { id: gameId }, body }),
    M.forfeit.undone,
  );
