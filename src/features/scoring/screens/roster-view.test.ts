import { describe, expect, it } from 'vitest';
import type { SaveNameAction } from '../local/scoring-action';
import { playerLabel, shownRosters } from './roster-view';

const stamp = { gameId: 1, deviceId: 'd', at: 1 };
const edit = (
  over: Partial<SaveNameAction> & Pick<SaveNameAction, 'id' | 'seq'>,
): SaveNameAction => ({
  ...stamp,
  type: 'saveName',
  team: 'home',
  playerId: null,
  name: '新队员',
  number: null,
  ...over,
});

describe('shownRosters', () => {
  const rosters = {
    home: [
      { id: 11, name: '张三', number: 7 },
      { id: 12, name: '李四', number: null },
    ],
    away: [{ id: 21, name: '王五', number: 3 }],
  };

  it('lays this phone’s fixes over the server’s roster and appends players added here', () => {
    const shown = shownRosters(rosters, [
      edit({ id: 'a', seq: 1, playerId: 12, name: '李思', number: 9 }),
      edit({ id: 'b', seq: 2, name: '赵六', number: 5 }),
      edit({ id: 'c', seq: 3, team: 'away', playerId: 21, name: '王武', number: 3 }),
    ]);
    expect(shown.home).toEqual([
      { id: 11, name: '张三', number: 7, key: 'p11' },
      { id: 12, name: '李思', number: 9, key: 'p12' },
      { id: null, name: '赵六', number: 5, key: 'b' },
    ]);
    expect(shown.away).toEqual([{ id: 21, name: '王武', number: 3, key: 'p21' }]);
  });

  it('applies later fixes of one player over earlier ones, and ignores unknown players', () => {
    const shown = shownRosters(rosters, [
      edit({ id: 'a', seq: 1, playerId: 11, name: '张叁', number: 8 }),
      edit({ id: 'b', seq: 2, playerId: 11, name: '张三丰', number: 8 }),
      edit({ id: 'c', seq: 3, playerId: 99, name: '不存在', number: 1 }),
    ]);
    expect(shown.home.map((player) => player.name)).toEqual(['张三丰', '李四']);
  });

  it('shows empty rosters before the server’s were read', () => {
    expect(shownRosters(undefined, [])).toEqual({ home: [], away: [] });
  });
});

describe('playerLabel', () => {
  it('puts the number before the name when there is one', () => {
    expect(playerLabel({ name: '张三', number: 7 })).toBe('7号 张三');
    expect(playerLabel({ name: '李四', number: null })).toBe('李四');
  });
});
