// The results pages' writes: each answers the game's result as it now stands and confirms with a
// toast; callApi has the page and the standings on screen read what the write changed
// (src/lib/stale-answers.ts).
import type {
  AddPointBody,
  ForfeitBody,
  RemovePointBody,
  UnforfeitBody,
} from '../../../contract/admin-results';
import { adminResultsApi } from '../../../contract/api/admin-results';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { RESULTS_MESSAGES as M } from './results-messages';

function done<T>(answer: T, message: string): T {
  toast.success(message);
  return answer;
}

export const addPoint = async (gameId: number, body: AddPointBody) =>
  done(await callApi(adminResultsApi.addPoint, { params: { id: gameId }, body }), M.correct.done);

export const removePoint = async (gameId: number, body: RemovePointBody) =>
  done(
    await callApi(adminResultsApi.removePoint, { params: { id: gameId }, body }),
    M.correct.done,
  );

export const forfeitGame = async (gameId: number, body: ForfeitBody) =>
  done(await callApi(adminResultsApi.forfeit, { params: { id: gameId }, body }), M.forfeit.done);

export const unforfeitGame = async (gameId: number, body: UnforfeitBody) =>
  done(
    await callApi(adminResultsApi.unforfeit, { params: { id: gameId }, body }),
    M.forfeit.undone,
  );
