// A pool's standings by an event's official tie-breakers. Written once for the public page, the
// console, the exports and the progression (placeholders.ts), so all rank a pool alike.
//
// WFDF, Rules of Ultimate, Appendix B3 "Ranking Criteria and Tie Breakers": rank by games won;
// tied teams by wins among them, fewest games forfeited, goal difference among them, goal
// difference against all common opponents, goals scored per game among them, goals scored per
// game against common opponents, then a throw at the field. USA Ultimate (its sanctioned events'
// published pool tie-breakers): record among the tied teams, point differential among them,
// point differential against the rest of the pool, total points scored, then a flip. In both, a
// criterion ranks all the tied teams; a subgroup still tied starts again from the first criterion
// by itself (B3.3). Only the last resort needs staff: it is reported, never guessed.

import { TIE_BREAK_MSG } from './tie-break-messages';
import { TIE_BREAK_ORDER, type TieBreakCriterion, type TieBreakRules } from './tie-break-order';

export { TIE_BREAK_ORDER, type TieBreakCriterion, type TieBreakRules } from './tie-break-order';

/** A pool game as staff and phones record it; only final ones count. */
export interface PoolGameResult {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** `forfeited`: `forfeitTeam` did not come. `open`: not final yet. */
  state: 'finished' | 'forfeited' | 'cancelled' | 'open';
  forfeitTeam?: 'home' | 'away';
}

/** A game as the standings count it. */
export interface CountedGame {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** The team that did not come, or null. */
  forfeitedBy: string | null;
}

/**
 * As `countedResult` on the server (docs/competitions.md, "Results"): a cancelled game never
 * counts; a forfeit counts `forfeitPoints` to 0 for the team that came; a finished game as
 * recorded; a game not final yet not at all.
 */
export function countedGame(game: PoolGameResult, forfeitPoints: number): CountedGame | null {
  const { home, away } = game;
  if (game.state === 'cancelled' || game.state === 'open') return null;
  if (game.state === 'forfeited') {
    const homeCame = game.forfeitTeam === 'away';
    return {
      home,
      away,
      homeScore: homeCame ? forfeitPoints : 0,
      awayScore: homeCame ? 0 : forfeitPoints,
      forfeitedBy: homeCame ? away : home,
    };
  }
  return { home, away, homeScore: game.homeScore, awayScore: game.awayScore, forfeitedBy: null };
}

export interface PoolStanding {
  team: string;
  /** 1 for the first; teams of an undecided tie hold consecutive places in entry order. */
  place: number;
  played: number;
  won: number;
  lost: number;
  forfeited: number;
  goalsFor: number;
  goalsAgainst: number;
  /** What put this team below the one above it; null for the first and inside an undecided tie. */
  separatedBy: TieBreakCriterion | null;
  /** Part of a tie only the last resort can break, and no result of it is recorded yet. */
  undecided: boolean;
}

export interface UndecidedTie {
  teams: string[];
  from: number;
  to: number;
}

export interface PoolRanking {
  standings: PoolStanding[];
  /** Ties for the last resort: the progression stops at them until staff record its result. */
  undecided: UndecidedTie[];
}

export interface RankOptions {
  rules: TieBreakRules;
  forfeitPoints: number;
  /** Recorded results of the last resort: each the full order of one tied group. */
  decisions?: readonly (readonly string[])[];
}

type Ranked = { team: string; separatedBy: TieBreakCriterion | null; undecided: boolean };

interface Tally {
  games: number;
  won: number;
  for: number;
  against: number;
}

function tallyOf(team: string, games: readonly CountedGame[], against: (o: string) => boolean) {
  const tally: Tally = { games: 0, won: 0, for: 0, against: 0 };
  for (const game of games) {
    const side = game.home === team ? 'home' : game.away === team ? 'away' : null;
    if (side === null) continue;
    const opponent = side === 'home' ? game.away : game.home;
    if (!against(opponent)) continue;
    const mine = side === 'home' ? game.homeScore : game.awayScore;
    const theirs = side === 'home' ? game.awayScore : game.homeScore;
    tally.games += 1;
    tally.won += mine > theirs ? 1 : 0;
    tally.for += mine;
    tally.against += theirs;
  }
  return tally;
}

/** Teams outside `group` that every team of `group` has a counted game against. */
function commonOpponents(group: readonly string[], games: readonly CountedGame[]) {
  const inGroup = new Set(group);
  const opponentsOf = (team: string) =>
    new Set(games.flatMap((g) => (g.home === team ? [g.away] : g.away === team ? [g.home] : [])));
  const [first, ...rest] = group.map(opponentsOf);
  return new Set(
    [...(first ?? [])].filter((o) => !inGroup.has(o) && rest.every((set) => set.has(o))),
  );
}

const perGame = (tally: Tally) => (tally.games === 0 ? 0 : tally.for / tally.games);

/** Each team's value of `criterion` within the tied `group`; more is better. */
function valuesOf(criterion: TieBreakCriterion, group: readonly string[], games: CountedGame[]) {
  const inGroup = new Set(group);
  const among = (team: string) => tallyOf(team, games, (o) => inGroup.has(o));
  const common = commonOpponents(group, games);
  const versusCommon = (team: string) => tallyOf(team, games, (o) => common.has(o));
  const value = (team: string): number => {
    switch (criterion) {
      case 'wins':
        return tallyOf(team, games, () => true).won;
      case 'headToHeadWins':
        return among(team).won;
      case 'fewestForfeits':
        return -games.filter((g) => g.forfeitedBy === team).length;
      case 'headToHeadDiff': {
        const t = among(team);
        return t.for - t.against;
      }
      case 'commonOpponentsDiff': {
        const t = versusCommon(team);
        return t.for - t.against;
      }
      case 'headToHeadScoredPerGame':
        return perGame(among(team));
      case 'commonOpponentsScoredPerGame':
        return perGame(versusCommon(team));
      case 'totalScored':
        return tallyOf(team, games, () => true).for;
      case 'lastResort':
        return 0;
    }
  };
  return new Map(group.map((team) => [team, value(team)]));
}

/** `group` cut into runs of equal value, best first, each run in the group's own order. */
function splitBy(group: readonly string[], values: Map<string, number>): string[][] {
  const distinct = [...new Set(values.values())].sort((a, b) => b - a);
  return distinct.map((v) => group.filter((team) => values.get(team) === v));
}

const sameTeams = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((team) => b.includes(team));

function rankTied(
  group: readonly string[],
  games: CountedGame[],
  options: RankOptions,
  undecided: string[][],
): Ranked[] {
  const only = group[0];
  if (group.length === 1 && only !== undefined) {
    return [{ team: only, separatedBy: null, undecided: false }];
  }
  for (const criterion of TIE_BREAK_ORDER[options.rules]) {
    const runs = splitBy(group, valuesOf(criterion, group, games));
    if (runs.length === 1) continue;
    return runs.flatMap((run, i) => {
      const ranked = rankTied(run, games, options, undecided);
      const head = ranked[0];
      if (i > 0 && head) head.separatedBy = criterion;
      return ranked;
    });
  }
  const decision = options.decisions?.find((order) => sameTeams(order, group));
  if (decision) {
    return decision.map((team, i) => ({
      team,
      separatedBy: i === 0 ? null : 'lastResort',
      undecided: false,
    }));
  }
  undecided.push([...group]);
  return group.map((team) => ({ team, separatedBy: null, undecided: true }));
}

/**
 * The pool's standings: by games won, each tie broken by the rule set's criteria, places 1..n.
 * `teams` is the pool in entry (seed) order, the order an undecided tie is shown in.
 */
export function rankPool(
  teams: readonly string[],
  results: readonly PoolGameResult[],
  options: RankOptions,
): PoolRanking {
  const games = results
    .map((game) => countedGame(game, options.forfeitPoints))
    .filter((game): game is CountedGame => game !== null);
  const undecidedGroups: string[][] = [];
  const ranked = splitBy(teams, valuesOf('wins', teams, games)).flatMap((run, i) => {
    const inRun = rankTied(run, games, options, undecidedGroups);
    const head = inRun[0];
    if (i > 0 && head) head.separatedBy = 'wins';
    return inRun;
  });
  const standings = ranked.map((entry, i): PoolStanding => {
    const all = tallyOf(entry.team, games, () => true);
    return {
      team: entry.team,
      place: i + 1,
      played: all.games,
      won: all.won,
      lost: games.filter(
        (g) =>
          (g.home === entry.team && g.homeScore < g.awayScore) ||
          (g.away === entry.team && g.awayScore < g.homeScore),
      ).length,
      forfeited: games.filter((g) => g.forfeitedBy === entry.team).length,
      goalsFor: all.for,
      goalsAgainst: all.against,
      separatedBy: entry.separatedBy,
      undecided: entry.undecided,
    };
  });
  const placeOf = (team: string) => standings.findIndex((s) => s.team === team) + 1;
  const undecided = undecidedGroups.map((group) => {
    const places = group.map(placeOf);
    return { teams: group, from: Math.min(...places), to: Math.max(...places) };
  });
  return { standings, undecided };
}

/** Whether every game of the pool is final (finished, forfeited or cancelled). */
export const poolIsFinal = (results: readonly PoolGameResult[]) =>
  results.every((game) => game.state !== 'open');

/**
 * Why staff may not record `decision` as a last-resort result for this ranking, or null: it must
 * name exactly the teams of one undecided tie, each once.
 */
export function refuseDecision(ranking: PoolRanking, decision: readonly string[]): string | null {
  const known = new Set(ranking.standings.map((s) => s.team));
  const unknown = decision.find((team) => !known.has(team));
  if (unknown !== undefined) return TIE_BREAK_MSG.decisionTeamsUnknown(unknown);
  const twice = decision.find((team, i) => decision.indexOf(team) !== i);
  if (twice !== undefined) return TIE_BREAK_MSG.decisionDuplicate(twice);
  return ranking.undecided.some((tie) => sameTeams(tie.teams, decision))
    ? null
    : TIE_BREAK_MSG.decisionNotTied(decision);
}
