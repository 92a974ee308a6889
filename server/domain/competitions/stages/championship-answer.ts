// The championship as the public page and the console show it (src/contract/championship.ts): a
// saved format with its stored games, every side a club or its placeholder's label, the final
// placements, each team's path and the ties waiting for staff, all from the shared rules run
// over the stored results. Club ids are strings inside the rules and numbers here.
import type { Championship, Slot } from '../../../../src/contract/championship';
import { finalPlacements, teamPath } from '../../../../src/contract/rules/final-placements';
import { FORMAT_MSG } from '../../../../src/contract/rules/format-messages';
import { slotCode, slotLabel, type SlotSource } from '../../../../src/contract/rules/placeholders';
import type { Resolved } from '../../../../src/contract/rules/resolve-placeholders';
import {
  TIE_BREAK_MSG,
  TIE_BREAK_RULES_LABEL,
} from '../../../../src/contract/rules/tie-break-messages';
import { resolveInputOf, slotOf, type StoredFormat } from './stored-format';

export function championshipOf(
  stored: StoredFormat,
  resolved: Resolved,
  names: ReadonlyMap<number, string>,
): Championship {
  const { format } = stored;
  const codeOf = (n: number) => format.games[n - 1]?.code ?? String(n);
  const slot = (source: SlotSource): Slot => ({
    source,
    label: slotLabel(source),
    code: slotCode(source, codeOf),
  });
  const nameOf = (team: string) => names.get(Number(team)) ?? team;
  const ref = (team: string) => ({ clubId: Number(team), name: nameOf(team) });
  const gameIdOf = (n: number) => stored.games.get(n)?.id ?? 0;

  const games = format.games.flatMap((game) => {
    const row = stored.games.get(game.number);
    if (!row) return [];
    const side = (
      json: string | null,
      fallback: SlotSource,
      clubId: number | null,
      name: string,
    ) => ({
      slot: slot(slotOf(json) ?? fallback),
      clubId,
      name,
    });
    return [
      {
        gameId: row.id,
        number: game.number,
        code: game.code,
        stage: game.stage,
        round: game.round,
        pool: game.pool,
        roundName: row.round,
        decides: game.decides,
        home: side(row.home_slot, game.home, row.home_club_id, row.home_name),
        away: side(row.away_slot, game.away, row.away_club_id, row.away_name),
        date: row.date,
        time: row.time,
        field: row.field,
        status: row.status,
        homeScore: row.home_score,
        awayScore: row.away_score,
        cancelled: row.cancelled_at !== null,
        forfeitTeam: row.forfeit_team,
      },
    ];
  });

  const placements = finalPlacements(format, resolved);
  const placeOf = new Map<string, number>();
  for (const place of placements.places) {
    for (const team of place.teams) placeOf.set(team, place.place);
  }
  const { results } = resolveInputOf(stored);
  const seeds = stored.seeds.map(String);
  const swissPaired = (stage: number) =>
    new Set(
      format.games
        .filter((g) => g.stage === stage && g.home.kind === 'swiss')
        .filter((g) => stored.games.get(g.number)?.home_club_id != null)
        .map((g) => (g.home.kind === 'swiss' ? g.home.round : 0)),
    ).size;

  return {
    templateId: stored.templateId,
    name: format.name,
    teams: format.teams,
    rules: stored.rules,
    rulesLabel: TIE_BREAK_RULES_LABEL[stored.rules],
    rounds: format.rounds,
    gamesPerTeam: format.gamesPerTeam,
    stages: format.stages.map((stage) => ({
      number: stage.number,
      kind: stage.kind,
      name: FORMAT_MSG.stageName[stage.kind],
      pools: stage.pools.map((pool) => ({ name: pool.name, members: pool.members.map(slot) })),
      swissRounds: stage.swissRounds,
      swissRoundsPaired: stage.kind === 'swiss' ? swissPaired(stage.number) : 0,
    })),
    games,
    placements: {
      places: placements.places.map((place) => ({
        place: place.place,
        teams: place.teams.map(ref),
        shared: place.shared,
      })),
      complete: placements.complete,
    },
    paths: seeds.map((team) => ({
      ...ref(team),
      place: placeOf.get(team) ?? null,
      steps: teamPath(format, resolved, results, team, stored.forfeitPoints).map((step) => ({
        gameId: gameIdOf(step.game),
        number: step.game,
        code: step.code,
        stage: step.stage,
        opponent: step.opponent === null ? null : nameOf(step.opponent),
        score: step.score,
        outcome: step.outcome,
      })),
    })),
    waiting: resolved.waiting.map((wait) => {
      const teams = wait.tie.teams.map(nameOf);
      const prompt = TIE_BREAK_MSG.needsDecision(teams, wait.tie.from, wait.tie.to, stored.rules);
      return {
        stage: wait.stage,
        pool: wait.pool,
        teams: wait.tie.teams.map(ref),
        from: wait.tie.from,
        to: wait.tie.to,
        message: `${FORMAT_MSG.poolWhere(wait.pool)}：${prompt}`,
      };
    }),
  };
}
