// The list-of-values types 站点设置's 数据字典 edits, kept free of zod so the console's page can
// list them without loading the validation library: every type but GLOBAL_IMAGE_LINK, which is
// edited as 快捷链接 with its links checked (src/contract/admin-site.ts).
import { LOV_TYPES, type LovType } from './lov-types';

export type EditableLovType = Exclude<LovType, 'GLOBAL_IMAGE_LINK'>;

export const EDITABLE_LOV_TYPES = LOV_TYPES.filter(
  (type): type is EditableLovType => type !== 'GLOBAL_IMAGE_LINK',
);
