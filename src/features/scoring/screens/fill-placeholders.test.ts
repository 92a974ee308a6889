// A phone holding a pool's results offline fills the next games as the server would, with the
// shared rules; until the pool's last game is final it fills nothing.
import { describe, expect, it } from 'vitest';
import type { Championship } from '../../../contract/championship';
import { buildFormat } from '../../../contract/rules/build-format';
import { slotCode, slotLabel, type SlotSource } from '../../../contract/rules/placeholders';
import { fillPlaceholders, type LocalFinal } from './fill-placeholders';

const built = buildFormat('two-pools-semis', 8);
if (!built.ok) throw new Error(built.problems.join('；'));
const format = built.format;

/** The server's answer before any result: only the seeds' sides are known (club i is seed i). */
function answer(): Championship {
  const side = (source: SlotSource) => {
    const slot = { source, label: slotLabel(source), code: slotCode(source, String) };
    return source.kind === 'seed'
      ? { slot, clubId: source.seed, name: `队${source.seed}` }
      : { slot, clubId: null, name: slot.label };
  };
  return {
    templateId: format.templateId,
    name: format.name,
    teams: 8,
    rules: 'wfdf',
    rulesLabel: '',
    rounds: format.rounds,
    gamesPerTeam: format.gamesPerTeam,
    stages: format.stages.map((stage) => ({
      number: stage.number,
      kind: stage.kind,
      name: '',
      pools: stage.pools.map((pool) => ({
        name: pool.name,
        members: pool.members.map((source) => ({ source, label: slotLabel(source), code: '' })),
      })),
      swissRounds: 0,
      swissRoundsPaired: 0,
    })),
    games: format.games.map((game) => ({
      gameId: 500 + game.number,
      number: game.number,
      code: game.code,
      stage: game.stage,
      round: game.round,
      pool: game.pool,
      roundName: null,
      decides: game.decides,
      home: side(game.home),
      away: side(game.away),
      date: '2026-05-01',
      time: '09:00',
      field: '1号场',
      status: 'scheduled',
      homeScore: 0,
      awayScore: 0,
      cancelled: false,
      forfeitTeam: null,
    })),
    placements: { places: [], complete: false },
    paths: [],
    waiting: [],
  };
}

/** The pool games this phone finished itself, the better seed winning 15:10. */
function poolFinals(championship: Championship, pool?: string) {
  const finals = new Map<number, LocalFinal>();
  for (const game of championship.games) {
    if (game.stage !== 1 || (pool && game.pool !== pool)) continue;
    const homeBetter = (game.home.clubId ?? 0) < (game.away.clubId ?? 0);
    finals.set(game.gameId, {
      homeScore: homeBetter ? 15 : 10,
      awayScore: homeBetter ? 10 : 15,
    });
  }
  return finals;
}

const gameIdOf = (championship: Championship, code: string) =>
  championship.games.find((g) => g.code === code)?.gameId ?? -1;

describe('fillPlaceholders', () => {
  it('fills the semi-finals from pool results the phone holds, as the rules rank the pools', () => {
    const championship = answer();
    const filled = fillPlaceholders(championship, poolFinals(championship), 15);
    // Pool A is seeds 1, 4, 5, 8 and pool B 2, 3, 6, 7: A1 is 队1, B2 is 队3.
    expect(filled.get(gameIdOf(championship, 'SF1'))).toEqual({ home: '队1', away: '队3' });
    expect(filled.get(gameIdOf(championship, 'SF2'))).toEqual({ home: '队2', away: '队4' });
    expect(filled.get(gameIdOf(championship, 'F'))).toEqual({ home: null, away: null });
  });

  it('fills nothing from a pool whose games are not all final', () => {
    const championship = answer();
    const finals = poolFinals(championship, 'A');
    finals.delete(gameIdOf(championship, 'PA6'));
    const filled = fillPlaceholders(championship, finals, 15);
    expect(filled.get(gameIdOf(championship, 'SF1'))).toEqual({ home: null, away: null });
  });

  it('leaves a side the server has already filled to the server', () => {
    const championship = answer();
    const semi = championship.games.find((g) => g.code === 'SF1');
    if (!semi) throw new Error('no SF1');
    semi.home = { ...semi.home, clubId: 1, name: '队1' };
    const filled = fillPlaceholders(championship, poolFinals(championship), 15);
    expect(filled.get(semi.gameId)).toEqual({ home: null, away: '队3' });
  });
});
