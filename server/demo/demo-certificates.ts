// Certified coaches and judges. Levels follow the CERTIFICATE_TYPE list of values
// (demo-lovs.ts): 国家级, 一级, 二级, 三级, stored as their codes.
import type { DemoContext } from './demo-context';
import type { DemoPeople } from './demo-people';
import { addDays } from './demo-dates';

export const CERTIFICATE_LEVELS = [
  { value: 'national', name: '国家级' },
  { value: 'level1', name: '一级' },
  { value: 'level2', name: '二级' },
  { value: 'level3', name: '三级' },
] as const;

// Lower levels are more common, as in any certification ladder.
const LEVEL_WEIGHTS = [
  'national',
  'level1',
  'level1',
  'level2',
  'level2',
  'level2',
  'level3',
  'level3',
  'level3',
  'level3',
];

export async function insertCertificates(ctx: DemoContext, people: DemoPeople): Promise<void> {
  const { random, today } = ctx;
  const year = today.slice(0, 4);
  const coaches = [
    ...people.contactIds.slice(0, 6),
    ...people.clubPlayers.flatMap((players) => players.slice(0, 1).map((p) => p.id)),
  ];
  const judges = [
    ...people.volunteerIds,
    ...people.clubPlayers.flatMap((players) => players.slice(2, 3).map((p) => p.id)),
  ];
  const rows = [
    ...coaches.map((userId, i) => ({
      userId,
      kind: 'coach' as const,
      number: `JL${year}${String(i + 1).padStart(4, '0')}`,
    })),
    ...judges.map((userId, i) => ({
      userId,
      kind: 'judge' as const,
      number: `CP${year}${String(i + 1).padStart(4, '0')}`,
    })),
  ].map((c) => ({
    user_id: c.userId,
    kind: c.kind,
    level: random.pick(LEVEL_WEIGHTS),
    number: c.number,
    issued_on: addDays(today, -random.int(30, 1000)),
  }));
  await ctx.trx.insertInto('certificates').values(rows).execute();
}
