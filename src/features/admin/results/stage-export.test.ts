// @vitest-environment node
// A championship's exports read back through read-excel-file (a reader independent of the writer):
// the placements with each team's path, and every stage game with where its teams come from.
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { Championship } from '../../../contract/championship';
import { buildFormat } from '../../../contract/rules/build-format';
import { slotLabel } from '../../../contract/rules/placeholders';
import { tableXlsx } from '../shell/table-export';
import { placementsTable, stageGamesTable } from './stage-export';

const built = buildFormat('two-pools-semis', 8);
if (!built.ok) throw new Error(built.problems.join('；'));
const format = built.format;

const side = (source: Championship['games'][number]['home']['slot']['source'], team?: string) => ({
  slot: { source, label: slotLabel(source), code: '' },
  clubId: team ? Number(team.slice(1)) : null,
  name: team ?? slotLabel(source),
});

const championship = {
  stages: [
    {
      number: 1,
      kind: 'pools',
      name: '小组循环赛',
      pools: [],
      swissRounds: 0,
      swissRoundsPaired: 0,
    },
    {
      number: 2,
      kind: 'bracket',
      name: '淘汰赛与排位赛',
      pools: [],
      swissRounds: 0,
      swissRoundsPaired: 0,
    },
  ],
  games: format.games
    .filter((g) => g.code === 'SF1' || g.code === 'F')
    .map((g) => ({
      gameId: g.number,
      number: g.number,
      code: g.code,
      stage: g.stage,
      round: g.round,
      pool: g.pool,
      roundName: g.code === 'SF1' ? '半决赛' : '决赛',
      decides: g.decides,
      home: g.code === 'SF1' ? side(g.home, '队1') : side(g.home),
      away: g.code === 'SF1' ? side(g.away, '队3') : side(g.away),
      date: '2026-05-02',
      time: '09:00',
      field: '1号场',
      status: g.code === 'SF1' ? 'finished' : 'scheduled',
      homeScore: g.code === 'SF1' ? 15 : 0,
      awayScore: g.code === 'SF1' ? 12 : 0,
      cancelled: false,
      forfeitTeam: null,
    })),
  placements: {
    complete: true,
    places: [
      { place: 1, teams: [{ clubId: 1, name: '队1' }], shared: false },
      {
        place: 5,
        teams: [
          { clubId: 6, name: '队6' },
          { clubId: 7, name: '队7' },
        ],
        shared: true,
      },
    ],
  },
  paths: [
    {
      clubId: 1,
      name: '队1',
      place: 1,
      steps: [
        {
          gameId: 13,
          number: 13,
          code: 'SF1',
          stage: 2,
          opponent: '队3',
          score: [15, 12],
          outcome: 'won',
        },
        {
          gameId: 17,
          number: 17,
          code: 'F',
          stage: 2,
          opponent: '队2',
          score: [15, 14],
          outcome: 'won',
        },
      ],
    },
  ],
} as unknown as Championship;

describe('the championship exports', () => {
  it('lists the places with shared ones marked and each team path', async () => {
    const rows = await readSheet(
      await tableXlsx(placementsTable(championship), { sheet: '最终名次', widths: [6, 20, 6, 60] }),
    );
    expect(rows).toEqual([
      ['名次', '队伍', '并列', '赛程'],
      // An empty cell reads back as null.
      ['1', '队1', null, 'SF1 对 队3 胜 15:12；F 对 队2 胜 15:14'],
      ['5', '队6', '并列', null],
      ['5', '队7', '并列', null],
    ]);
  });

  it('lists each stage game with its placeholders, its teams once known and its score', () => {
    const table = stageGamesTable(championship);
    expect(table[0]?.[8]).toBe('主队来源');
    expect(table[1]).toEqual([
      '2 淘汰赛与排位赛',
      '13',
      'SF1',
      '半决赛',
      '',
      '2026-05-02',
      '09:00',
      '1号场',
      'A组第1',
      '队1',
      'B组第2',
      '队3',
      '15:12',
      '已结束',
    ]);
    expect(table[2]).toEqual([
      '2 淘汰赛与排位赛',
      '17',
      'F',
      '决赛',
      '',
      '2026-05-02',
      '09:00',
      '1号场',
      '第13场胜者',
      '',
      '第14场胜者',
      '',
      '',
      '未开始',
    ]);
  });
});
