import { describe, expect, it } from 'vitest';
import type { GameEventView } from '../../../contract/volunteer';
import { deriveGameState } from './derive-game-state';
import { DEFAULT_GAME_RULES } from './game-rules';
import { mergeServerLog } from './merge-server-log';
import type { LoggedAction, SyncMark } from './scoring-tables';

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

const scoreOf = (serverEvents: GameEventView[], local: LoggedAction[]) => {
  const state = deriveGameState(DEFAULT_GAME_RULES, mergeServerLog(5, serverEvents, local), {
    serverStatus: 'live',
  });
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
    const merged = mergeServerLog(5, serverBase, local);
    expect(merged.map((action) => action.id)).toEqual(['b', 'mine-1', 'other-1', 'mine-2']);
    expect(merged[2]).toMatchObject({ type: 'score', team: 'away', scorerId: 8 });
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
    const merged = mergeServerLog(
      5,
      [event('n', 'save_name', 2), event('t', 'timeout', 3, { team: 'home' })],
      [],
    );
    expect(merged).toEqual([
      { id: 't', gameId: 5, deviceId: '', seq: 0, at: 3, type: 'timeout', team: 'home' },
    ]);
  });
});
