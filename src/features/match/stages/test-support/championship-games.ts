// Championship games for the page's tests, made the way the server makes them: a template built
// for some teams, its slots filled by the shared rules from the results given.
import type { StageGame } from '../../../../contract/championship';
import { buildFormat } from '../../../../contract/rules/build-format';
import type { BuiltFormat } from '../../../../contract/rules/format-types';
import { slotCode, slotLabel, type SlotSource } from '../../../../contract/rules/placeholders';
import {
  resolvePlaceholders,
  type FormatResult,
} from '../../../../contract/rules/resolve-placeholders';

export function builtFormat(template: string, teams: number): BuiltFormat {
  const answer = buildFormat(template, teams);
  if (!answer.ok) throw new Error(answer.problems.join('；'));
  return answer.format;
}

/** Club i + 1 is seed i + 1 and is called 「队i+1」. */
export function championshipGames(
  format: BuiltFormat,
  results: readonly FormatResult[] = [],
): StageGame[] {
  const seeds = Array.from({ length: format.teams }, (_, i) => String(i + 1));
  const resolved = resolvePlaceholders({
    format,
    seeds,
    results,
    rules: 'wfdf',
    forfeitPoints: 15,
  });
  const codeOf = (n: number) => format.games[n - 1]?.code ?? String(n);
  const side = (source: SlotSource, team: string | null | undefined) => {
    const slot = { source, label: slotLabel(source), code: slotCode(source, codeOf) };
    return team
      ? { slot, clubId: Number(team), name: `队${team}` }
      : { slot, clubId: null, name: slot.label };
  };
  const resultOf = new Map(results.map((r) => [r.game, r]));
  return format.games.map((game) => {
    const filled = resolved.games[game.number - 1];
    const result = resultOf.get(game.number);
    return {
      gameId: 100 + game.number,
      number: game.number,
      code: game.code,
      stage: game.stage,
      round: game.round,
      pool: game.pool,
      roundName: null,
      decides: game.decides,
      home: side(game.home, filled?.home),
      away: side(game.away, filled?.away),
      date: '2026-05-01',
      time: '09:00',
      field: '1号场',
      status: result ? 'finished' : 'scheduled',
      homeScore: result?.homeScore ?? 0,
      awayScore: result?.awayScore ?? 0,
      cancelled: false,
      forfeitTeam: null,
    };
  });
}

/** Every game of `stage` won by the better seed, 15:10 (seed i is club i). */
export function betterSeedWins(games: readonly StageGame[], stage: number): FormatResult[] {
  return games
    .filter((game) => game.stage === stage)
    .map((game) => {
      const homeBetter = (game.home.clubId ?? 0) < (game.away.clubId ?? 0);
      return {
        game: game.number,
        homeScore: homeBetter ? 15 : 10,
        awayScore: homeBetter ? 10 : 15,
        state: 'finished',
      };
    });
}
