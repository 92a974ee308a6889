// The championship formats staff choose from, as data the console, the phone and the server read
// alike (docs/competitions.md, "Formats, tie-breakers and placeholders"). Slots are written in
// the manuals' codes (A1, W(CO1), L(SF2)); build-format.ts turns a template and a number of teams
// into the game list. Every count from 4 to 24, and 32, has at least one template.
// The templates are written out one by one, alike in shape on purpose: each is read against its
// manual as it stands.

export type TemplateStage =
  /** Round robin in each pool, the pools snake-seeded. Always the first stage but for Swiss. */
  | { kind: 'pools' }
  /** Pools filled from earlier places; they are named on from the last letter used. */
  | { kind: 'powerPools'; pools: readonly (readonly string[])[] }
  /** Single games between earlier places, CO1, CO2… in order. */
  | { kind: 'crossover'; games: readonly (readonly [string, string])[] }
  /**
   * Placement brackets, one per tier, places following on from tier to tier: the explicit
   * `tiers` first, then the places of the last pool stage from place `restFrom` (default 1):
   * the first `top` of them (by place, then pool) in one bracket, the rest in tiers of `restTier`
   * (default: one tier per place). A tier of one team takes its place without a game.
   */
  | {
      kind: 'bracket';
      tiers?: readonly (readonly string[])[];
      top?: number;
      restFrom?: number;
      restTier?: number;
    }
  /** Swiss rounds, each paired by the ranking when the previous one ends; places by ranking. */
  | { kind: 'swiss'; rounds: number };

export interface FormatTemplate {
  id: string;
  name: string;
  /** Where the shape comes from, for the console's description. */
  basis: string;
  minTeams: number;
  maxTeams: number;
  /** Pools of the first stage (0 for Swiss from the start). */
  poolCount: number;
  /** The same shape with crossovers if this one has none, or without if it has: staff's switch. */
  crossoverSibling?: string;
  stages: readonly TemplateStage[];
}

const USAU = '美国飞盘协会赛制手册常见赛制';
const WFDF = '世界飞盘联合会赛事常见赛制';

export const FORMAT_TEMPLATES: readonly FormatTemplate[] = [
  {
    id: 'round-robin-final',
    name: '单循环，前两名决赛、三四名赛',
    basis: USAU,
    minTeams: 4,
    maxTeams: 4,
    poolCount: 1,
    stages: [
      { kind: 'pools' },
      {
        kind: 'bracket',
        tiers: [
          ['A1', 'A2'],
          ['A3', 'A4'],
        ],
      },
    ],
  },
  {
    id: 'round-robin-semis',
    name: '单循环，前四名半决赛，其余按循环名次',
    basis: USAU,
    minTeams: 5,
    maxTeams: 7,
    poolCount: 1,
    stages: [{ kind: 'pools' }, { kind: 'bracket', top: 4, restTier: 1 }],
  },
  {
    id: 'two-pools-semis',
    name: '两个小组，交叉半决赛，其余名次逐一赛出',
    basis: `${WFDF}（8队两组各4队、半决赛）`,
    minTeams: 8,
    maxTeams: 15,
    poolCount: 2,
    crossoverSibling: 'two-pools-crossovers',
    stages: [{ kind: 'pools' }, { kind: 'bracket', top: 4, restTier: 4 }],
  },
  {
    id: 'two-pools-quarters',
    name: '两个小组，各组前四进入四分之一决赛',
    basis: USAU,
    minTeams: 8,
    maxTeams: 16,
    poolCount: 2,
    stages: [{ kind: 'pools' }, { kind: 'bracket', top: 8, restTier: 2 }],
  },
  {
    id: 'two-pools-crossovers',
    name: '两个小组，小组第一直接进半决赛，第二、三名交叉赛',
    basis: `${USAU}（12队两组各6队、交叉赛）`,
    minTeams: 10,
    maxTeams: 14,
    poolCount: 2,
    crossoverSibling: 'two-pools-semis',
    stages: [
      { kind: 'pools' },
      {
        kind: 'crossover',
        games: [
          ['A2', 'B3'],
          ['B2', 'A3'],
        ],
      },
      {
        kind: 'bracket',
        tiers: [
          ['A1', 'B1', 'W(CO1)', 'W(CO2)'],
          ['L(CO1)', 'L(CO2)'],
        ],
        restFrom: 4,
        restTier: 2,
      },
    ],
  },
  {
    id: 'three-pools-position-pools',
    name: '三个小组各4队，再按小组名次分组循环',
    basis: `${WFDF}（12队三组各4队、名次组）`,
    minTeams: 12,
    maxTeams: 12,
    poolCount: 3,
    stages: [
      { kind: 'pools' },
      {
        kind: 'powerPools',
        pools: [
          ['A1', 'B1', 'C1'],
          ['A2', 'B2', 'C2'],
          ['A3', 'B3', 'C3'],
          ['A4', 'B4', 'C4'],
        ],
      },
      {
        kind: 'bracket',
        tiers: ['D', 'E', 'F', 'G'].flatMap((pool) => [1, 2, 3].map((p) => [`${pool}${p}`])),
      },
    ],
  },
  {
    id: 'four-pools-quarters',
    name: '四个小组，各组前二进入四分之一决赛，其余名次分组赛出',
    basis: `${USAU}（16队四组各4队、20队四组各5队）`,
    minTeams: 16,
    maxTeams: 24,
    poolCount: 4,
    stages: [{ kind: 'pools' }, { kind: 'bracket', top: 8, restTier: 4 }],
  },
  {
    id: 'four-pools-prequarters',
    name: '四个小组，小组第一直接进四分之一决赛，第二、三名打附加赛',
    basis: `${USAU}（16队四组各4队、附加赛），附加赛对阵同德国飞盘协会2013年混合组全国锦标赛`,
    minTeams: 16,
    maxTeams: 16,
    poolCount: 4,
    stages: [
      { kind: 'pools' },
      {
        kind: 'bracket',
        // In bracket order: the pool winners' byes, then B2–A3, A2–B3, D2–C3, C2–D3, so that
        // A1 meets the winner of C2–D3, B1 of D2–C3, C1 of A2–B3 and D1 of B2–A3.
        tiers: [
          ['A1', 'B1', 'C1', 'D1', 'B2', 'A2', 'D2', 'C2', 'D3', 'C3', 'B3', 'A3'],
          ['A4', 'B4', 'C4', 'D4'],
        ],
      },
    ],
  },
  {
    id: 'four-pools-power-pools',
    name: '四个小组，再分强弱第二阶段小组，之后半决赛与排位赛',
    basis: `${USAU}（16队四组各4队、强组）`,
    minTeams: 16,
    maxTeams: 16,
    poolCount: 4,
    stages: [
      { kind: 'pools' },
      {
        kind: 'powerPools',
        pools: [
          ['A1', 'B2', 'C1', 'D2'],
          ['B1', 'A2', 'D1', 'C2'],
          ['A3', 'B4', 'C3', 'D4'],
          ['B3', 'A4', 'D3', 'C4'],
        ],
      },
      {
        kind: 'bracket',
        tiers: [
          ['E1', 'F1', 'E2', 'F2'],
          ['E3', 'F3'],
          ['E4', 'F4'],
          ['G1', 'H1', 'G2', 'H2'],
          ['G3', 'H3'],
          ['G4', 'H4'],
        ],
      },
    ],
  },
  {
    id: 'eight-pools-round-of-16',
    name: '八个小组各4队，各组前二进入十六强',
    basis: `${WFDF}（32队八组各4队）`,
    minTeams: 32,
    maxTeams: 32,
    poolCount: 8,
    stages: [{ kind: 'pools' }, { kind: 'bracket', top: 16, restTier: 8 }],
  },
  {
    id: 'swiss',
    name: '瑞士轮五轮，按最终排名定名次',
    basis: '联赛日或大型公开赛常用的瑞士制',
    minTeams: 6,
    maxTeams: 32,
    poolCount: 0,
    stages: [{ kind: 'swiss', rounds: 5 }],
  },
];

/** The templates that fit `teams` teams, in the list's order. */
export const templatesFor = (teams: number) =>
  FORMAT_TEMPLATES.filter((t) => t.minTeams <= teams && teams <= t.maxTeams);
