// Spirit of the Game: the five WFDF categories, each marked 0–4 by the opponent, and the standings
// the competition page shows: per team, the average it received per category and in total, over
// the scores its opponents gave. Pure, so the server's answer and its unit test share one rule.

export const SPIRIT_CATEGORIES = [
  'rules',
  'fouls',
  'fairness',
  'attitude',
  'communication',
] as const;
export type SpiritCategory = (typeof SPIRIT_CATEGORIES)[number];

export const SPIRIT_MARK_MIN = 0;
export const SPIRIT_MARK_MAX = 4;

export type SpiritMarks = Record<SpiritCategory, number>;

/** One score a team received: whom it is about, and the five marks. */
export interface ReceivedSpirit {
  clubId: number;
  name: string;
  marks: SpiritMarks;
}

export interface SpiritStanding {
  clubId: number;
  name: string;
  /** How many scores the team received. */
  received: number;
  /** The average received per category, to two decimals. */
  averages: SpiritMarks;
  /** The average of the five marks' sum (0–20), to two decimals. */
  total: number;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export const totalOf = (marks: SpiritMarks) =>
  SPIRIT_CATEGORIES.reduce((sum, category) => sum + marks[category], 0);

/**
 * Averages per team, best total first; equal totals keep the order of `order` (the caller's
 * zh-CN name order), so the table never reshuffles between two identical answers.
 */
export function spiritStandings(
  scores: readonly ReceivedSpirit[],
  order: (a: string, b: string) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0),
): SpiritStanding[] {
  const teams = new Map<number, { name: string; count: number; sums: SpiritMarks }>();
  for (const score of scores) {
    const team = teams.get(score.clubId) ?? {
      name: score.name,
      count: 0,
      sums: { rules: 0, fouls: 0, fairness: 0, attitude: 0, communication: 0 },
    };
    team.count += 1;
    for (const category of SPIRIT_CATEGORIES) team.sums[category] += score.marks[category];
    teams.set(score.clubId, team);
  }
  // Sorted on the exact average, so two totals that round alike still rank as they are.
  const exact = (row: { count: number; sums: SpiritMarks }) => totalOf(row.sums) / row.count;
  return [...teams]
    .sort(([, a], [, b]) => exact(b) - exact(a) || order(a.name, b.name))
    .map(([clubId, team]) => {
      const averages = {} as SpiritMarks;
      for (const category of SPIRIT_CATEGORIES) {
        averages[category] = twoDecimals(team.sums[category] / team.count);
      }
      return {
        clubId,
        name: team.name,
        received: team.count,
        averages,
        total: twoDecimals(exact(team)),
      };
    });
}
