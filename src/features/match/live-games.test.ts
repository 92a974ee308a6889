import { describe, expect, test } from 'vitest';
import type { CompetitionDetail, GameSummary, LiveGame } from '../../contract/content-competition';
import { applyLiveGames } from './live-games';
import { builtFormat, championshipGames } from './stages/test-support/championship-games';

const game = (id: number, homeScore: number, awayScore: number): GameSummary => ({
  id,
  competitionId: 7,
  date: '2026-11-25',
  time: '09:00',
  field: '1 号场',
  round: null,
  status: 'live',
  home: { clubId: 1, name: '主队', logo: null },
  away: { clubId: 2, name: '客队', logo: null },
  homeScore,
  awayScore,
  cancelled: false,
  forfeitTeam: null,
});
const competition = { id: 7, games: [game(1, 3, 2), game(2, 0, 0)] } as CompetitionDetail;
const push = (id: number, homeScore: number, version: number, extra: Partial<LiveGame> = {}) => ({
  id,
  competitionId: 7,
  status: 'live' as const,
  homeScore,
  awayScore: id === 1 ? 2 : 0,
  cancelled: false,
  forfeitTeam: null,
  version,
  ...extra,
});

describe('applyLiveGames', () => {
  test('changes what the schedule shows of a pushed game and nothing else', () => {
    const { competition: shown, changed } = applyLiveGames(competition, [push(1, 4, 5)], new Map());
    expect(changed).toBe(true);
    expect(shown.games[0]).toEqual({ ...competition.games[0], homeScore: 4 });
    expect(shown.games[1]).toBe(competition.games[1]);
  });

  test('a push equal to what is shown, or of another competition, changes nothing', () => {
    const same = applyLiveGames(
      competition,
      [push(1, 3, 5), { ...push(2, 9, 9), competitionId: 8 }],
      new Map(),
    );
    expect(same.changed).toBe(false);
    expect(same.competition).toBe(competition);
  });

  test('a game past its last seen version is newer even when the schedule shows no change', () => {
    const versions = new Map<number, number>();
    const first = applyLiveGames(competition, [push(1, 3, 5)], versions);
    expect(first).toMatchObject({ changed: false, newer: false });
    const renamed = applyLiveGames(competition, [push(1, 3, 6)], versions);
    expect(renamed).toMatchObject({ changed: false, newer: true });
    const again = applyLiveGames(competition, [push(1, 3, 6)], versions);
    expect(again.newer).toBe(false);
  });

  test('ignores a push older than one already applied', () => {
    const versions = new Map<number, number>();
    const newer = applyLiveGames(competition, [push(1, 5, 6)], versions).competition;
    const after = applyLiveGames(newer, [push(1, 4, 5)], versions);
    expect(after.changed).toBe(false);
    expect(after.competition.games[0]?.homeScore).toBe(5);
  });

  test('a finished or cancelled game says so', () => {
    const { competition: shown } = applyLiveGames(
      competition,
      [push(2, 0, 3, { status: 'finished', cancelled: true })],
      new Map(),
    );
    expect(shown.games[1]).toMatchObject({ status: 'finished', cancelled: true });
  });
});

describe('applyLiveGames on a championship', () => {
  test('moves the bracket game that is the pushed game, so the bracket shows the score too', () => {
    const games = championshipGames(builtFormat('two-pools-semis', 8));
    const semi = games.find((g) => g.code === 'SF1');
    if (!semi) throw new Error('no SF1');
    const summary = { ...game(semi.gameId, 0, 0), status: 'scheduled' as const };
    const shown = {
      id: 7,
      games: [summary],
      championship: { games },
    } as unknown as CompetitionDetail;
    const applied = applyLiveGames(shown, [push(semi.gameId, 5, 1, { awayScore: 3 })], new Map());
    const after = applied.competition.championship?.games.find((g) => g.code === 'SF1');
    expect(after).toMatchObject({ status: 'live', homeScore: 5, awayScore: 3 });
    const other = applied.competition.championship?.games.find((g) => g.code === 'SF2');
    expect(other).toBe(games.find((g) => g.code === 'SF2'));
  });
});
