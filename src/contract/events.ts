// Events of several divisions (docs/competitions.md, "Events and divisions"): an event groups
// competitions, one per division, under one public page with a tab per division. Each division
// stays a whole competition (its entries, roster limits, format, standings); the event only names
// them together. The console's body and answers, the public answer, and what a competition's own
// answer says of its event.
import { z } from 'zod';
import { consolePageOf, consolePageQuery, searchText } from './admin-life-cycle';
import { requiredText } from './admin-trainings';
import { competitionStatusSchema } from './content-competition';
import { divisionSchema } from './division';

/** At most this many divisions in one event: 混合, 公开, 女子 and their age groups. */
export const MAX_DIVISIONS = 12;

const competitionIdOf = z
  .number({ error: '组别必须是赛事编号' })
  .int('组别必须是赛事编号')
  .positive('组别必须是赛事编号')
  .max(2147483647, '组别编号超出范围');

export const eventBody = z.object({
  name: requiredText('赛事名称', 60),
  /** The competitions that are its divisions, in the order the tabs show them. */
  competitionIds: z
    .array(competitionIdOf, { error: '请选择组别' })
    .max(MAX_DIVISIONS, `一个赛事最多 ${MAX_DIVISIONS} 个组别`)
    .refine((ids) => new Set(ids).size === ids.length, '同一组别不能加入两次'),
});
export type EventBody = z.infer<typeof eventBody>;

/** A division as the console lists it: the competition, its division and dates. */
export const eventDivisionSchema = z.object({
  competitionId: z.number().int(),
  name: z.string(),
  division: divisionSchema,
  startDate: z.string(),
  endDate: z.string(),
});
export type EventDivision = z.infer<typeof eventDivisionSchema>;

export const adminEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  updatedAt: z.string(),
  divisions: z.array(eventDivisionSchema),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventListQuery = consolePageQuery.extend({ q: searchText });
export const adminEventPageSchema = consolePageOf(adminEventSchema);

/** A competition the editor may add: those of no event, or of this one (`eventId`). */
export const eventChoiceSchema = eventDivisionSchema.extend({
  eventId: z.number().int().nullable(),
  eventName: z.string().nullable(),
});
export type EventChoice = z.infer<typeof eventChoiceSchema>;
export const eventChoicesSchema = z.array(eventChoiceSchema);

export const deletedEventSchema = z.object({ id: z.number().int() });

/** A division on the public event page: a tab, and what it says before the division is read. */
export const publicDivisionSchema = z.object({
  competitionId: z.number().int(),
  name: z.string(),
  division: divisionSchema,
  status: competitionStatusSchema,
  /** Approved entries. */
  teams: z.number().int(),
  /** A championship format is saved: the tab shows its stages. */
  hasFormat: z.boolean(),
});
export type PublicDivision = z.infer<typeof publicDivisionSchema>;

/** GET /api/events/:id: only the divisions a visitor may see; none visible is no event. */
export const publicEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  city: z.string(),
  venue: z.string().nullable(),
  divisions: z.array(publicDivisionSchema),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;
