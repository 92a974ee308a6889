// The local action as the server's volunteer calls take it (src/contract/scoring.ts): one
// batch item, or the path, method and body of the single call (src/contract/api/scoring.ts).
import { type HttpMethod } from '../../../contract/api/define-route';
import { routePath } from '../../../contract/api/route-path';
import { scoringApi } from '../../../contract/api/scoring';
import { pointDetailsOf } from '../../../contract/scoring/scoring-event';
import type { BatchAction } from '../../../contract/scoring';
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
    case 'confirmDuplicate':
      return {
        type: 'confirmDuplicate',
        id: action.id,
        gameId: action.gameId,
        scoreIds: action.scoreIds,
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
        ...pointDetailsOf(action),
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
  method: HttpMethod;
  url: string;
  body: Omit<BatchAction, 'type'>;
}

/** The single call of an action: the route of its batch type, path and method from the table. */
export function toSingleCall(action: ScoringAction): SingleCall {
  const { type, ...body } = toWireAction(action);
  const route = scoringApi[type];
  return { method: route.method, url: routePath(route), body };
}

export const BATCH_URL = routePath(scoringApi.batch);
