// Where the results pages live, under one competition.
import { competitionPagePath } from '../shell/competition-tabs';

export const gameResultPath = (competitionId: number, gameId: number) =>
  `${competitionPagePath(competitionId, 'results')}/games/${gameId}`;

export const gameSheetPath = (competitionId: number, gameId: number) =>
  `/admin/competitions/${competitionId}/games/${gameId}/sheet`;
