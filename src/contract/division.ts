// What clubs and competitions share in every call that names them: the three divisions, a
// competition's scope, and a competition's core facts.
import { z } from 'zod';

export const DIVISIONS = ['MIX', 'MALE', 'FEMALE'] as const;
// Nothing chosen asks for a choice, as a form does; anything else names the choices.
export const divisionSchema = z.enum(DIVISIONS, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? '请选择组别' : '组别只能是混合、男子或女子',
});
export type Division = z.infer<typeof divisionSchema>;

export const scopeSchema = z.enum(['national', 'international'], {
  error: '赛事范围只能是国内或国际',
});
export type CompetitionScope = z.infer<typeof scopeSchema>;

export const competitionCoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.string(),
  scope: scopeSchema,
  division: divisionSchema,
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
