// Lists of values: small typed lookups the pages read (cooperator types, certificate levels, …).
import { z } from 'zod';

export { LOV_TYPES, type LovType } from './lov-types';

export const lovItemSchema = z.object({ type: z.string(), value: z.string(), name: z.string() });
export type { LovItem } from './lov-types';

/** GET /api/lovConfig/lov/getByTypes?lovTypes=A,B (a comma list or repeated parameter). */
export const lovQuerySchema = z.object({
  lovTypes: z.union([z.string(), z.array(z.string())], { error: '请输入值列表类型' }),
});
export const lovListSchema = z.array(lovItemSchema);
export type LovList = z.infer<typeof lovListSchema>;
