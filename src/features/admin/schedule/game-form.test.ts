import { describe, expect, it } from 'vitest';
import {
  createGameBody,
  roundRobinBody as roundRobinSchema,
} from '../../../contract/admin-schedule';
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';
import { createBody, gameValues, roundRobinBody, roundRobinValues } from './game-form';
import { groupGames } from './group-games';

describe('the game form', () => {
  it('starts with the default rules every new game gets and sends empty caps as none', () => {
    const values = {
      ...gameValues(),
      homeEntryId: '3',
      awayEntryId: '4',
      startsAt: '2030-05-10T09:30',
      field: '1号场',
    };
    const body = createBody(values);
    expect(body).toEqual({
      homeEntryId: 3,
      awayEntryId: 4,
      startsAt: '2030-05-10T09:30',
      field: '1号场',
      volunteerId: null,
      secondVolunteerId: null,
      pool: '',
      round: '',
      pointsToWin: 15,
      halftimeAt: 8,
      softCapMinutes: null,
      hardCapMinutes: null,
      timeoutsPerHalf: 2,
      trackLines: false,
    });
    expect(body).toMatchObject(GAME_RULE_DEFAULTS);
    expect(createGameBody.safeParse(body).success).toBe(true);
  });

  it('sends the chosen ratio rule and lines, and leaves an unchosen rule to the game', () => {
    const values = { ...gameValues(), ratioRule: 'B', trackLines: 'yes' };
    expect(createBody(values)).toMatchObject({ ratioRule: 'B', trackLines: true });
    expect(createBody(gameValues())).not.toHaveProperty('ratioRule');
  });

  it('leaves an unchosen team out, so the contract asks for it in Chinese', () => {
    const result = createGameBody.safeParse(createBody({ ...gameValues(), field: 'A' }));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['homeEntryId', '请选择主队'],
        ['awayEntryId', '请选择客队'],
        ['startsAt', '请填写开始时间'],
      ]),
    );
  });
});

describe('the round-robin form', () => {
  it('sends the checked entries, one field per line and the default rules', () => {
    const body = roundRobinBody({
      ...roundRobinValues(),
      pool: 'A组',
      entryIds: '5,7,9',
      fields: '1号场\n\n 2号场 \n',
      firstStart: '2030-05-10T09:00',
    });
    expect(body).toMatchObject({
      entryIds: [5, 7, 9],
      fields: ['1号场', '2号场'],
      slotMinutes: 90,
      ...GAME_RULE_DEFAULTS,
    });
    expect(roundRobinSchema.safeParse(body).success).toBe(true);
  });
});

describe('groupGames', () => {
  it('groups by day, then pool, in the order given', () => {
    const game = (id: number, date: string, pool: string | null) =>
      ({ id, date, pool }) as Parameters<typeof groupGames>[0][number];
    const days = groupGames([
      game(1, '2030-05-10', 'A组'),
      game(2, '2030-05-10', 'B组'),
      game(3, '2030-05-10', 'A组'),
      game(4, '2030-05-11', null),
    ]);
    expect(
      days.map((d) => [d.date, d.pools.map((p) => [p.pool, p.games.map((g) => g.id)])]),
    ).toEqual([
      [
        '2030-05-10',
        [
          ['A组', [1, 3]],
          ['B组', [2]],
        ],
      ],
      ['2030-05-11', [[null, [4]]]],
    ]);
  });
});
