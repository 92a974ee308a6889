// The 赛制 page's writes: each answers the page's whole state again (consoleStagesSchema), and a
// toast only confirms; a refusal stays on screen beside the action (useSubmitRefusal).
import { competitionStagesApi } from '../../../contract/api/competition-stages';
import type {
  CreateFormatBody,
  DecideConflictBody,
  DeleteFormatBody,
  TieDecisionBody,
} from '../../../contract/competition-stages';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { STAGES_MESSAGES as M } from './stages-messages';

function done<T>(answer: T, message: string): T {
  toast.success(message);
  return answer;
}

export async function createFormat(competitionId: number, body: CreateFormatBody) {
  const answer = await callApi(competitionStagesApi.createFormat, {
    params: { id: competitionId },
    body,
  });
  return done(answer, M.saved);
}

export async function deleteFormat(competitionId: number, body: DeleteFormatBody) {
  const answer = await callApi(competitionStagesApi.deleteFormat, {
    params: { id: competitionId },
    body,
  });
  return done(answer, M.deleted);
}

export async function recordTieDecision(competitionId: number, body: TieDecisionBody) {
  const answer = await callApi(competitionStagesApi.tieDecision, {
    params: { id: competitionId },
    body,
  });
  return done(answer, M.decisionDone);
}

export async function nextSwissRound(competitionId: number, stage: number) {
  const answer = await callApi(competitionStagesApi.swissRound, {
    params: { id: competitionId },
    body: { stage },
  });
  return done(answer, M.swissDone);
}

export async function decideConflict(conflictId: number, body: DecideConflictBody) {
  const answer = await callApi(competitionStagesApi.decideConflict, {
    params: { id: conflictId },
    body,
  });
  return done(answer, M.conflictDone);
}
