// Seeding from an earlier competition's final placements (issue #35, "Seeding"; the rule is
// rules/seed-by-placements.ts): the finished championships staff may seed from, the same division
// first, and, for the one chosen, where each of this competition's teams finished there and the
// seed order that gives.
import { z } from 'zod';
import { divisionSchema } from './division';

export const seedingSourcesQuery = z.object({
  /** The competition chosen; left out, only the list of those to choose from. */
  from: z.coerce
    .number({ error: '来源赛事编号必须是数字' })
    .int('来源赛事编号必须是整数')
    .positive('来源赛事编号必须大于 0')
    .max(2147483647, '来源赛事编号超出范围')
    .optional(),
});

export const seedingSourceSchema = z.object({
  competitionId: z.number().int(),
  name: z.string(),
  division: divisionSchema,
  endDate: z.string(),
  /** The same division as the competition being seeded: these come first. */
  sameDivision: z.boolean(),
  /** How many of this competition's approved teams played it. */
  shared: z.number().int(),
});
export type SeedingSource = z.infer<typeof seedingSourceSchema>;

export const seedingPlaceSchema = z.object({
  clubId: z.number().int(),
  name: z.string(),
  place: z.number().int(),
});

export const seedingSourcesSchema = z.object({
  sources: z.array(seedingSourceSchema),
  /** The source chosen with `from`; null without one. */
  chosen: z
    .object({
      competitionId: z.number().int(),
      name: z.string(),
      /** This competition's teams that played it, best place first. */
      places: z.array(seedingPlaceSchema),
      /** Club ids of the approved entries in the seed order the places give. */
      order: z.array(z.number().int()),
    })
    .nullable(),
});
export type SeedingSources = z.infer<typeof seedingSourcesSchema>;
