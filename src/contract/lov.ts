// Lists of values: small typed lookups the pages read (cooperator types, certificate levels, …).
import { z } from 'zod';

export const LOV_TYPES = [
  'COOPERATOR_TYPE',
  'CERTIFICATE_TYPE',
  'COMPETITION_LEVEL',
  'GLOBAL_CONFIG',
  'COOPERATOR_IMAGE_HEIGHT',
  'COM_COOPERATOR_TYPE',
  'GLOBAL_IMAGE_LINK',
  'COMPETITION_COOPERATOR',
] as const;
export type LovType = (typeof LOV_TYPES)[number];

export const lovItemSchema = z.object({ type: z.string(), value: z.string(), name: z.string() });
export type LovItem = z.infer<typeof lovItemSchema>;

/** GET /api/lovConfig/lov/getByTypes?lovTypes=A,B (a comma list or repeated parameter). */
export const lovQuerySchema = z.object({
  lovTypes: z.union([z.string(), z.array(z.string())], { error: '请输入值列表类型' }),
});
export const lovListSchema = z.array(lovItemSchema);
