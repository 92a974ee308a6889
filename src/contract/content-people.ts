// Clubs, certified coaches and judges, and the player query. Public answers carry no phone.
import { z } from 'zod';
import { pageOf, pageQuery } from './common';
import { certificateKindSchema, optionalText, recordId } from './content-portal';
import { divisionSchema } from './content-competition';

export const genderSchema = z.enum(['M', 'F'], { error: '性别只能是男或女' });

export const clubListQuery = pageQuery.extend({
  division: divisionSchema.optional(),
  city: optionalText('城市', 20),
  name: optionalText('俱乐部名称'),
});
export const clubSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  division: divisionSchema,
  city: z.string(),
  logo: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  memberCount: z.number().int(),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;
export const clubPageSchema = pageOf(clubSummarySchema);
export type ClubPage = z.infer<typeof clubPageSchema>;

export const clubMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  gender: genderSchema.nullable(),
  number: z.number().int().nullable(),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;
export const clubDetailSchema = clubSummarySchema.extend({
  intro: z.string().nullable(),
  contactName: z.string().nullable(),
  members: z.array(clubMemberSchema),
});
export type ClubDetail = z.infer<typeof clubDetailSchema>;

/** GET /api/master/search: certified coaches and judges. */
export const masterSearchQuery = pageQuery.extend({
  name: optionalText('姓名', 20),
  kind: certificateKindSchema.optional(),
  level: optionalText('等级', 20),
  city: optionalText('城市', 20),
});
export const masterSchema = z.object({
  certificateId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  gender: genderSchema.nullable(),
  city: z.string().nullable(),
  kind: certificateKindSchema,
  level: z.string(),
  /** The CERTIFICATE_TYPE list-of-values name of `level`. */
  levelName: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  validUntil: z.string().nullable(),
  /** 有效, or 已过期 once `validUntil` has passed. */
  validity: z.string(),
});
export type Master = z.infer<typeof masterSchema>;
export const masterPageSchema = pageOf(masterSchema);
export type MasterPage = z.infer<typeof masterPageSchema>;

/** GET /api/user/search: players. `club` matches a club name; `clubId` one club. */
export const playerSearchQuery = pageQuery.extend({
  name: optionalText('姓名', 20),
  club: optionalText('俱乐部名称'),
  clubId: recordId('俱乐部编号').optional(),
  city: optionalText('城市', 20),
  gender: genderSchema.optional(),
});
export const playerSearchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: genderSchema.nullable(),
  city: z.string().nullable(),
  clubId: z.number().int().nullable(),
  clubName: z.string().nullable(),
  number: z.number().int().nullable(),
  /** 有效 / 未注册 / 已过期 for the current season (docs/membership.md), nothing private. */
  seasonStatus: z.string(),
});
export type PlayerSearchItem = z.infer<typeof playerSearchItemSchema>;
export const playerSearchPageSchema = pageOf(playerSearchItemSchema);
export type PlayerSearchPage = z.infer<typeof playerSearchPageSchema>;
