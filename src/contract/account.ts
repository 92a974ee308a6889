// Account calls of DESIGN.md §3. Phones are mainland mobile numbers; public answers mask them.
import { z } from 'zod';

export const USER_TYPES = ['player', 'contact', 'volunteer', 'staff'] as const;
export const userTypeSchema = z.enum(USER_TYPES, { error: '用户类型不正确' });
export type UserType = z.infer<typeof userTypeSchema>;

export const phoneSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .regex(/^1\d{10}$/, '手机号格式不正确');
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .min(6, '密码长度不能少于 6 位')
  .max(64, '密码长度不能超过 64 位');

/** The user as the signed-in person sees themself (own phone unmasked). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: userTypeSchema,
  phone: z.string(),
  gender: z.enum(['M', 'F']).nullable(),
  city: z.string().nullable(),
  clubId: z.number().int().nullable(),
  isClubContact: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResultSchema = z.object({ ticket: z.string(), user: currentUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const passwordLoginBody = z.object({ phone: phoneSchema, password: passwordSchema });
