// The console's 报名 calls (docs/competitions.md, "Entries"): the clubs that entered a competition,
// one entry with its roster and its history, approving, rejecting with a reason, and staff adding
// or removing a player with a reason. Lists answer { list, total, page, size }; every write's body
// is checked here, and the same schema drives the console's form.
import { z } from 'zod';
import { visibleText } from './account';
import { consoleListFields } from './admin-life-cycle';
import { divisionSchema } from './division';

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES, {
  error: '报名状态只能是待审核、已通过或已驳回',
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

const idNumber = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于 0`)
    .max(2147483647, `${label}超出范围`);

/** GET /api/admin/competitions/{id}/registrations: pending first, then the newest. */
export const adminRegistrationListQuery = z.object({
  ...consoleListFields,
  status: registrationStatusSchema.optional(),
});
export type AdminRegistrationListQuery = z.input<typeof adminRegistrationListQuery>;

const contactSchema = z
  .object({ id: z.number().int(), name: z.string(), phone: z.string() })
  .nullable();

export const adminRegistrationSchema = z.object({
  id: z.number().int(),
  status: registrationStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  club: z.object({ id: z.number().int(), name: z.string(), city: z.string() }),
  /** The contact's own phone, unmasked: staff call them about the entry. */
  contact: contactSchema,
  players: z.number().int(),
  men: z.number().int(),
  women: z.number().int(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

export const adminRegistrationPageSchema = z.object({
  list: z.array(adminRegistrationSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const adminRosterPlayerSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  gender: z.enum(['M', 'F']).nullable(),
  number: z.number().int().nullable(),
  /** Masked as the club centre shows it: 138****0001. */
  phone: z.string(),
});
export type AdminRosterPlayer = z.infer<typeof adminRosterPlayerSchema>;

/** One staff write on the entry, read back from 操作记录. */
export const registrationChangeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffName: z.string(),
  action: z.string(),
  summary: z.string(),
  reason: z.string().nullable(),
});
export type RegistrationChange = z.infer<typeof registrationChangeSchema>;

/** GET /api/admin/registrations/{id} */
export const adminRegistrationDetailSchema = adminRegistrationSchema.extend({
  competition: z.object({
    id: z.number().int(),
    name: z.string(),
    division: divisionSchema,
    registrationCloses: z.string().nullable(),
    /** The registration deadline has passed: only staff change the roster now. */
    closed: z.boolean(),
  }),
  roster: z.array(adminRosterPlayerSchema),
  /** What the roster breaks of the competition's limits now; 通过 is refused while any remain. */
  problems: z.array(z.string()),
  changes: z.array(registrationChangeSchema),
});
export type AdminRegistrationDetail = z.infer<typeof adminRegistrationDetailSchema>;

export const REASON_MAX = 200;
const reasonOf = (label: string) =>
  visibleText(
    z
      .string({ error: `请填写${label}` })
      .trim()
      .min(1, `请填写${label}`)
      .max(REASON_MAX, `${label}不能超过 ${REASON_MAX} 个字`),
    label,
  );

/** POST /api/admin/registrations/{id}/reject */
export const rejectRegistrationBody = z.object({ reason: reasonOf('驳回原因') });
export type RejectRegistrationBody = z.infer<typeof rejectRegistrationBody>;

const jerseyNumber = z.coerce
  .number({ error: '背号必须是数字' })
  .int('背号必须是整数')
  .min(0, '背号不能小于 0')
  .max(999, '背号不能大于 999');

/** POST /api/admin/registrations/{id}/players/add: a member of the entry's club joins its roster. */
export const addRosterPlayerBody = z.object({
  userId: idNumber('球员编号'),
  /** Left out, the player wears their club number. */
  number: jerseyNumber.nullish(),
  reason: reasonOf('原因'),
});
export type AddRosterPlayerBody = z.infer<typeof addRosterPlayerBody>;

/** POST /api/admin/registrations/{id}/players/remove */
export const removeRosterPlayerBody = z.object({
  userId: idNumber('球员编号'),
  reason: reasonOf('原因'),
});
export type RemoveRosterPlayerBody = z.infer<typeof removeRosterPlayerBody>;

/** GET /api/admin/registrations/{id}/candidates: the club's active members not on the roster. */
export const rosterCandidatesQuery = z.object({
  q: z.string({ error: '搜索词必须是文字' }).trim().max(50, '搜索词不能超过 50 个字').optional(),
});
export const rosterCandidatesSchema = z.array(adminRosterPlayerSchema);
