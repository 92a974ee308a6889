// The console's schedule grid (docs/competitions.md, "The schedule grid"): a competition's games as
// the shared clash rules read them (src/contract/rules/schedule-clashes.ts), its slot length and
// least rest, moving games to other cells, and 雨天顺延 (a block of slots shifted, with a preview).
import { z } from 'zod';
import { count, field } from './admin-schedule';

const date = z
  .string({ error: '请选择日期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((text) => {
    const time = Date.parse(`${text}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
  }, '日期不是有效的日期');

const clock = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}格式应为 HH:MM`);

const id = z.number().int().positive();

export const slotGameSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  field: z.string(),
  teams: z.string(),
  number: z.string().nullable(),
  sides: z.array(z.object({ key: z.string(), name: z.string() })),
  volunteers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  dependsOn: z.array(z.number().int()),
  state: z.enum(['open', 'begun', 'final', 'cancelled']),
});

export const gridSettingsBody = z.object({
  slotMinutes: count('每场时长（分钟）', 10, 600),
  minRestMinutes: count('最短休息（分钟）', 0, 600),
});
export type GridSettingsBody = z.infer<typeof gridSettingsBody>;

/** GET …/competitions/:id/grid: every game of the competition, with the settings the rules use. */
export const scheduleGridSchema = z.object({
  competition: z.object({
    id: z.number().int(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  settings: gridSettingsBody,
  games: z.array(slotGameSchema),
});
export type ScheduleGrid = z.infer<typeof scheduleGridSchema>;

const placement = z.object({ gameId: id, date, time: clock('开始时间'), field });

/** POST …/competitions/:id/grid/move: one or several games to other cells, all or none. */
export const moveGamesBody = z.object({
  moves: z
    .array(placement, { error: '请选择要移动的比赛' })
    .min(1, '请选择要移动的比赛')
    .max(100, '一次最多移动 100 场比赛')
    .refine(
      (moves) => new Set(moves.map((m) => m.gameId)).size === moves.length,
      '同一场比赛只能移动一次',
    ),
});
export type MoveGamesBody = z.infer<typeof moveGamesBody>;

const shiftFields = {
  date,
  from: clock('起始时段'),
  to: clock('结束时段'),
  minutes: count('顺延（分钟）', 5, 720),
  field: z.string().trim().max(20, '场地不能超过 20 个字').nullable(),
};
const fromBeforeTo = (block: { from: string; to: string }) => block.from <= block.to;
const fromBeforeToError = { message: '结束时段不能早于起始时段', path: ['to'] };

/** POST …/competitions/:id/grid/shift: 雨天顺延 of every game not begun in a block of slots. */
export const shiftGamesBody = z.object(shiftFields).refine(fromBeforeTo, fromBeforeToError);
export type ShiftGamesBody = z.infer<typeof shiftGamesBody>;

/** GET …/grid/shift-preview: the same block as a query (no field: every field), nothing saved. */
export const shiftPreviewQuery = z
  .object({
    ...shiftFields,
    minutes: z.coerce.number({ error: '顺延（分钟）必须是数字' }).pipe(shiftFields.minutes),
    field: z
      .string()
      .trim()
      .max(20, '场地不能超过 20 个字')
      .optional()
      .transform((name) => name || null),
  })
  .refine(fromBeforeTo, fromBeforeToError);

const at = z.object({ date: z.string(), time: z.string(), field: z.string() });

/** What a move or a shift does: each game from where to where, and the rest warnings it leaves. */
export const gridChangeSchema = z.object({
  moved: z.array(z.object({ gameId: z.number().int(), name: z.string(), from: at, to: at })),
  /** Only in a preview: what would be refused (a saving call refuses instead). */
  clashes: z.array(
    z.object({
      kind: z.enum(['team', 'field', 'volunteer', 'dependency', 'day']),
      gameId: z.number().int(),
      otherId: z.number().int().nullable(),
      message: z.string(),
    }),
  ),
  warnings: z.array(
    z.object({
      gameId: z.number().int(),
      otherId: z.number().int(),
      team: z.string(),
      restMinutes: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type GridChange = z.infer<typeof gridChangeSchema>;
