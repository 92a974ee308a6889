// Which teams the format's slots hold now, from the seeds and the games final so far: a pool's
// places once its last game is final (by the competition's tie-breakers), a game's winner and
// loser once it is. Pure, so the server (whose filling counts) and a phone holding the pool's
// results offline fill the next games alike. A tie only the last resort breaks leaves its places
// empty and is reported until staff record the result.
import { FORMAT_MSG } from './format-messages';
import type { BuiltFormat, FormatGame } from './format-types';
import { slotLabel, sourceKey, type SlotSource } from './placeholders';
import { swissStandings } from './swiss-pairing';
import { TIE_BREAK_MSG } from './tie-break-messages';
import {
  rankPool,
  type PoolGameResult,
  type PoolRanking,
  type TieBreakRules,
  type UndecidedTie,
} from './tie-breakers';

export interface FormatResult {
  game: number;
  homeScore: number;
  awayScore: number;
  state: PoolGameResult['state'];
  forfeitTeam?: 'home' | 'away';
}

export interface ResolveInput {
  format: BuiltFormat;
  /** Team ids by seed: `seeds[0]` is seed 1. */
  seeds: readonly string[];
  results: readonly FormatResult[];
  rules: TieBreakRules;
  forfeitPoints: number;
  /** Recorded last-resort results, each the order of one tied group. */
  decisions?: readonly (readonly string[])[];
  /** The Swiss pairs made so far: `swissPairs[r - 1][b - 1]` is round r's board b. */
  swissPairs?: readonly (readonly (readonly [string, string])[])[];
  /**
   * Games played with other teams than their slots now give (staff kept a game already begun
   * when a correction changed its slot): by game number, home and away. Its result, winner and
   * loser are those of the teams that played.
   */
  played?: ReadonlyMap<number, readonly [string, string]>;
}

export interface ResolvedGame {
  number: number;
  home: string | null;
  away: string | null;
  winner: string | null;
  loser: string | null;
  /** The teams its slots give now; differs from home and away only for a game `played` keeps. */
  fromSlots: [string | null, string | null];
}

export interface ResolvedPool {
  stage: number;
  pool: string;
  /** Null until every member is known and every game of the pool is final. */
  ranking: PoolRanking | null;
}

export interface Resolved {
  games: ResolvedGame[];
  pools: ResolvedPool[];
  /** The direct places (pool, Swiss or shared places) with their team once known. */
  directPlaces: { place: number; team: string | null; shared: boolean }[];
  /** Ties waiting for the last resort, with the prompt for staff. */
  waiting: { stage: number; pool: string; tie: UndecidedTie; message: string }[];
}

export function resolvePlaceholders(input: ResolveInput): Resolved {
  const { format } = input;
  const resultOf = new Map(input.results.map((r) => [r.game, r]));
  const memo = new Map<string, string | null>();
  const pools = new Map<string, ResolvedPool>();
  const waiting: Resolved['waiting'] = [];

  const teamsOf = (game: FormatGame): [string | null, string | null] => {
    const kept = input.played?.get(game.number);
    return kept ? [kept[0], kept[1]] : [teamOf(game.home), teamOf(game.away)];
  };

  const gameResult = (game: FormatGame): PoolGameResult | null => {
    const [home, away] = teamsOf(game);
    const result = resultOf.get(game.number);
    if (home === null || away === null || !result) return null;
    return { home, away, ...result };
  };

  const poolRanking = (stage: number, pool: string): ResolvedPool => {
    const key = `${stage}:${pool}`;
    const known = pools.get(key);
    if (known) return known;
    const members = format.stages[stage - 1]?.pools.find((p) => p.name === pool)?.members ?? [];
    const teams = members.map(teamOf);
    const results = format.games
      .filter((g) => g.stage === stage && g.pool === pool)
      .map(gameResult);
    let ranking: PoolRanking | null = null;
    const complete = results.every((r) => r !== null && r.state !== 'open');
    if (complete && teams.every((t): t is string => t !== null)) {
      ranking = rankPool(teams, results as PoolGameResult[], {
        rules: input.rules,
        forfeitPoints: input.forfeitPoints,
        decisions: input.decisions,
      });
      for (const tie of ranking.undecided) {
        const prompt = TIE_BREAK_MSG.needsDecision(tie.teams, tie.from, tie.to, input.rules);
        const message = `${FORMAT_MSG.poolWhere(pool)}：${prompt}`;
        waiting.push({ stage, pool, tie, message });
      }
    }
    const resolved = { stage, pool, ranking };
    pools.set(key, resolved);
    return resolved;
  };

  const decided = (number: number): { winner: string | null; loser: string | null } => {
    const game = format.games[number - 1];
    const result = game ? gameResult(game) : null;
    if (!result) return { winner: null, loser: null };
    if (result.state === 'forfeited') {
      const homeCame = result.forfeitTeam === 'away';
      return homeCame
        ? { winner: result.home, loser: result.away }
        : { winner: result.away, loser: result.home };
    }
    if (result.state !== 'finished' || result.homeScore === result.awayScore) {
      return { winner: null, loser: null };
    }
    return result.homeScore > result.awayScore
      ? { winner: result.home, loser: result.away }
      : { winner: result.away, loser: result.home };
  };

  const stagePlace = (stage: number, place: number): string | null => {
    const spec = format.stages[stage - 1];
    if (spec?.kind === 'swiss') {
      const games = format.games.filter((g) => g.stage === stage).map(gameResult);
      if (games.some((g) => g === null || g.state === 'open')) return null;
      const ranked = swissStandings(input.seeds, games as PoolGameResult[], input.forfeitPoints);
      return ranked[place - 1] ?? null;
    }
    const only = spec?.pools.length === 1 ? spec.pools[0] : undefined;
    return only ? teamOf({ kind: 'poolPlace', stage, pool: only.name, place }) : null;
  };

  function teamOf(source: SlotSource): string | null {
    const key = sourceKey(source);
    if (memo.has(key)) return memo.get(key) ?? null;
    let team: string | null = null;
    switch (source.kind) {
      case 'seed':
        team = input.seeds[source.seed - 1] ?? null;
        break;
      case 'poolPlace': {
        const standing = poolRanking(source.stage, source.pool).ranking?.standings[
          source.place - 1
        ];
        team = standing && !standing.undecided ? standing.team : null;
        break;
      }
      case 'winner':
        team = decided(source.game).winner;
        break;
      case 'loser':
        team = decided(source.game).loser;
        break;
      case 'stagePlace':
        team = stagePlace(source.stage, source.place);
        break;
      case 'swiss': {
        const pair = input.swissPairs?.[source.round - 1]?.[source.board - 1];
        team = pair ? (source.side === 'home' ? pair[0] : pair[1]) : null;
        break;
      }
    }
    memo.set(key, team);
    return team;
  }

  const games = format.games.map((game) => {
    const [home, away] = teamsOf(game);
    const fromSlots: [string | null, string | null] = [teamOf(game.home), teamOf(game.away)];
    return { number: game.number, home, away, ...decided(game.number), fromSlots };
  });
  for (const stage of format.stages) {
    for (const pool of stage.pools) poolRanking(stage.number, pool.name);
  }
  return {
    games,
    pools: [...pools.values()],
    directPlaces: format.directPlaces.map((d) => ({
      place: d.place,
      team: teamOf(d.source),
      shared: d.shared,
    })),
    waiting,
  };
}

/** Why `seeds` cannot fill `format`: not one team per seed, or a team twice. Null when they can. */
export function refuseSeeds(format: BuiltFormat, seeds: readonly string[]): string | null {
  if (seeds.length !== format.teams) return FORMAT_MSG.seedsCount(seeds.length, format.teams);
  const twice = seeds.find((team, i) => seeds.indexOf(team) !== i);
  return twice === undefined ? null : FORMAT_MSG.seedTwice(twice);
}

/**
 * Why `stage` cannot start yet: the slots its teams enter by (from earlier stages, or a Swiss
 * stage's first round) whose team is not known, by label. Null when every team is known.
 */
export function refuseStageStart(
  format: BuiltFormat,
  resolved: Resolved,
  stage: number,
): string | null {
  const missing: string[] = [];
  // Only what enters the stage from before it: its own games' winners come later by design.
  const fromBefore = (source: SlotSource) =>
    source.kind === 'swiss'
      ? source.round === 1
      : !(
          (source.kind === 'winner' || source.kind === 'loser') &&
          format.games[source.game - 1]?.stage === stage
        );
  for (const game of format.games.filter((g) => g.stage === stage)) {
    const known = resolved.games[game.number - 1];
    if (known?.home === null && fromBefore(game.home)) missing.push(slotLabel(game.home));
    if (known?.away === null && fromBefore(game.away)) missing.push(slotLabel(game.away));
  }
  const labels = [...new Set(missing)];
  return labels.length === 0 ? null : FORMAT_MSG.stageNotKnown(stage, labels);
}
