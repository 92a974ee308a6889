// A championship's two exports as text tables (shell/table-export.ts writes them to XLSX or CSV):
// the final placements with each team's path, and every game of every stage with where its teams
// come from (「A组第1」「第13场胜者」), so the field desk's sheet and the published results agree.
import type { Championship, StageGame } from '../../../contract/championship';
import { FORMAT_MSG } from '../../../contract/rules/format-messages';
import type { TextTable } from '../shell/table-export';
import { RESULTS_MESSAGES as M } from './results-messages';

const E = M.stageExports;

function gameStatus(game: StageGame) {
  if (game.cancelled) return M.status.cancelled;
  if (game.forfeitTeam) return M.status.forfeit;
  return M.status[game.status];
}

const teamOf = (side: StageGame['home']) => (side.clubId === null ? '' : side.name);

export function placementsTable(championship: Championship): TextTable {
  const pathOf = new Map(championship.paths.map((path) => [path.clubId, path]));
  const rows = championship.placements.places.flatMap((place) =>
    place.teams.map((team) => {
      const steps = pathOf.get(team.clubId)?.steps ?? [];
      return [
        String(place.place),
        team.name,
        place.shared ? E.shared : '',
        steps
          .map((step) =>
            E.step(
              step.code,
              step.opponent ?? E.unknown,
              E.outcome[step.outcome],
              step.score ? `${step.score[0]}:${step.score[1]}` : '',
            ),
          )
          .join('；'),
      ];
    }),
  );
  return [E.placementColumns, ...rows];
}

export function stageGamesTable(championship: Championship): TextTable {
  const stageName = new Map(championship.stages.map((s) => [s.number, s.name]));
  return [
    E.gameColumns,
    ...championship.games.map((game) => [
      `${game.stage} ${stageName.get(game.stage) ?? ''}`.trim(),
      String(game.number),
      game.code,
      game.decides ? FORMAT_MSG.placeGame(game.decides.winner) : (game.roundName ?? ''),
      game.pool ?? '',
      game.date,
      game.time,
      game.field,
      game.home.slot.label,
      teamOf(game.home),
      game.away.slot.label,
      teamOf(game.away),
      game.status === 'scheduled' && !game.forfeitTeam ? '' : `${game.homeScore}:${game.awayScore}`,
      gameStatus(game),
    ]),
  ];
}
