// The local action as the server's volunteer calls take it (src/contract/volunteer.ts): one
// batch item, or the path, method and body of the single call.
import type { BatchAction } from '../../../contract/volunteer';
import type { ScoringAction } from '../local/scoring-action';

export function toWireAction(action: ScoringAction): BatchAction {
  const device = { deviceId: action.deviceId, seq: action.seq };
  switch (action.type) {
    case 'begin':
    case 'finish':
      return { type: action.type, id: action.id, gameId: action.gameId, at: action.at, ...device };
    case 'timeout':
      return {
        type: 'timeout',
        id: action.id,
        gameId: action.gameId,
        team: action.team,
        at: action.at,
        ...device,
      };
    case 'score':
      return {
        type: 'score',
        id: action.id,
        gameId: action.gameId,
        team: action.team,
        scorerId: action.scorerId,
        assistId: action.assistId,
        at: action.at,
        ...device,
      };
    case 'deleteScore':
      // The server's delete call names the score it voids by that score's own id.
      return {
        type: 'deleteScore',
        id: action.scoreId,
        gameId: action.gameId,
        at: action.at,
        ...device,
      };
    case 'saveName':
      return {
        type: 'saveName',
        id: action.id,
        gameId: action.gameId,
        team: action.team,
        playerId: action.playerId,
        name: action.name,
        number: action.number,
        at: action.at,
        ...device,
      };
  }
}

export interface SingleCall {
  method: 'POST' | 'DELETE';
  url: string;
  body: Omit<BatchAction, 'type'>;
}

const SINGLE_CALL_ROUTES: Record<BatchAction['type'], Pick<SingleCall, 'method' | 'url'>> = {
  begin: { method: 'POST', url: '/api/volunteer/begin' },
  finish: { method: 'POST', url: '/api/volunteer/finished' },
  score: { method: 'POST', url: '/api/volunteer/save/score' },
  deleteScore: { method: 'DELETE', url: '/api/volunteer/delete/score' },
  saveName: { method: 'POST', url: '/api/volunteer/save/name' },
  timeout: { method: 'POST', url: '/api/volunteer/timeout' },
};

export function toSingleCall(action: ScoringAction): SingleCall {
  const { type, ...body } = toWireAction(action);
  return { ...SINGLE_CALL_ROUTES[type], body };
}

export const BATCH_URL = '/api/volunteer/batch';
