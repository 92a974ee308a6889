import { describe, expect, it } from 'vitest';
import type { GameEventView } from '../../../contract/scoring';
import { gameStateOf } from './game-state-of';
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';
import { eventOfLogged, mergeServerLog } from './merge-server-log';
import type { LoggedAction, StoredGame, SyncMark } from './scoring-tables';

const event = (
  id: string,
  kind: GameEventView['kind'],
  at: number,
  extra: Partial<GameEventView> = {},
): GameEventView => ({
  id,
  kind,
  team: null,
  scorerId: null,
  assistId: null,
  targetId: null,
  at,
  voided: false,
  ...extra,
});

const stamp = (id: string, at: number, sync: SyncMark) => ({
  id,
  gameId: 5,
  deviceId: 'me',
  seq: at,
  at,
  sync,
});
const localScore = (
  id: string,
  at: number,
  sync: SyncMark,
  team: 'home' | 'away' = 'home',
): LoggedAction => ({
  ...stamp(id, at, sync),
  type: 'score',
  team,
  scorerId: null,
  assistId: null,
});
const localVoid = (id: string, scoreId: string, at: number, sync: SyncMark): LoggedAction => ({
  ...stamp(id, at, sync),
  type: 'deleteScore',
  scoreId,
});

const game: StoredGame = {
  id: 5,
  status: 'live',
  date: '2026-11-22',
  time: '09:00',
  field: '1号场',
  round: null,
  competitionId: 1,
  competitionName: '城市联赛',
  home: { name: '蓝鲸', clubId: 1 },
  away: { name: '飞鹰', clubId: 2 },
  homeScore: 0,
  awayScore: 0,
  rules: GAME_RULE_DEFAULTS,
};

const scoreOf = (serverEvents: GameEventView[], local: LoggedAction[]) => {
  const state = gameStateOf({ ...game, events: serverEvents }, undefined, local);
  return `${state.homeScore}:${state.awayScore}`;
};

describe('mergeServerLog', () => {
  const serverBase = [
    event('b', 'begin', 1),
    event('mine-1', 'score', 10, { team: 'home' }),
    event('other-1', 'score', 20, { team: 'away', scorerId: 8 }),
  ];

  it('adds a second phone’s points to this phone’s, counting synced actions once', () => {
    const local = [localScore('mine-1', 10, 'synced'), localScore('mine-2', 30, 'pending')];
    expect(scoreOf(serverBase, local)).toBe('2:1');
    const merged = mergeServerLog(serverBase, local);
    expect(merged.map(({ event }) => event.id)).toEqual(['b', 'mine-1', 'other-1', 'mine-2']);
    expect(merged.map(({ pending }) => pending)).toEqual([false, false, false, true]);
    expect(merged[2]?.event).toMatchObject({ kind: 'score', team: 'away', scorerId: 8 });
  });

  it('counts a void once, whether the server has it or it is still pending', () => {
    const serverWithVoid = [
      ...serverBase,
      event('void:mine-1', 'delete_score', 25, { team: 'home', targetId: 'mine-1' }),
    ];
    expect(
      scoreOf(serverWithVoid, [
        localScore('mine-1', 10, 'synced'),
        localVoid('u1', 'mine-1', 25, 'synced'),
      ]),
    ).toBe('0:1');
    expect(scoreOf(serverBase, [localVoid('u2', 'other-1', 40, 'pending')])).toBe('1:0');
  });

  it('leaves out local actions the server rejected', () => {
    expect(scoreOf(serverBase, [localScore('refused', 30, 'rejected')])).toBe('1:1');
  });

  it('counts a local action synced after the server view was read', () => {
    expect(scoreOf(serverBase, [localScore('later', 50, 'synced', 'away')])).toBe('1:2');
  });

  it('ignores name changes, which the rosters carry, and keeps timeouts, which count per half', () => {
    const timeout = event('t', 'timeout', 3, { team: 'home' });
    const merged = mergeServerLog([event('n', 'save_name', 2), timeout], []);
    expect(merged).toEqual([{ event: timeout, pending: false }]);
  });

  it('derives from the local log alone until the game has been read', () => {
    const local = [localScore('a', 20, 'synced'), localScore('b', 10, 'pending', 'away')];
    expect(mergeServerLog(undefined, local).map(({ event }) => event.id)).toEqual(['b', 'a']);
  });
});

describe('eventOfLogged', () => {
  it('names a void as the server stores it, and keeps a rename’s name and number', () => {
    expect(eventOfLogged(localVoid('u1', 'mine-1', 25, 'pending'))).toMatchObject({
      id: 'void:mine-1',
      kind: 'delete_score',
      targetId: 'mine-1',
    });
    const rename: LoggedAction = {
      ...stamp('n1', 30, 'pending'),
      type: 'saveName',
      team: 'away',
      playerId: 12,
      name: '韩梅梅',
      number: 8,
    };
    expect(eventOfLogged(rename)).toMatchObject({
      kind: 'save_name',
      team: 'away',
      targetId: '12',
      naming: { name: '韩梅梅', number: 8 },
    });
  });
});
