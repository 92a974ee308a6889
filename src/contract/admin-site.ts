// 站点设置 in the staff console (docs/console.md): the site configuration, the home banners, the
// cooperators, the quick links and the lists of values. The short ordered sets (banners,
// cooperators, links, one type's values) are read and saved whole: the page changes one item,
// moves or removes it, and sends the list as it now stands, so the order is always the one shown.
import { z } from 'zod';
import { EDITABLE_LOV_TYPES } from './editable-lov-types';

const printable = (text: string) =>
  [...text].every((c) => {
    const code = c.charCodeAt(0);
    return code >= 32 && code !== 127;
  });

/** A required line of text: trimmed, bounded, no control characters. */
const line = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过 ${max} 个字`)
    .refine(printable, `${label}不能包含控制字符`);

/** A line that may be left empty. */
const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`)
    .refine(printable, `${label}不能包含控制字符`);

const LINK_MAX = 500;

/**
 * Where a link may lead: a path of this site (`/match`, `/news/1?x=y`) or an http(s) address.
 * Anything else (`javascript:`, `data:`, `//host`, a bare word) could run a script or leave the
 * site unannounced, so it is refused.
 */
export function isSafeLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const link = (label: string) =>
  line(label, LINK_MAX).refine(isSafeLink, `${label}必须是站内路径（以 / 开头）或 http(s) 网址`);

/** An image: an upload's public path, another path of this site, or an http(s) address. */
const image = (label: string) => link(label);

export const contactSchema = z.object({
  // 转 (extension) escaped: esbuild leaves a regular expression's characters as written, and the
  // server bundle is kept ASCII (scripts/lib/server-build.mjs).
  phone: line('联系电话', 30).regex(/^[0-9+\-() \u8F6C]+$/, '联系电话只能包含数字、空格和 + - ( )'),
  email: optionalLine('电子邮箱', 100).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    '电子邮箱格式不正确',
  ),
  address: line('地址', 200),
});
export type Contact = z.infer<typeof contactSchema>;

/** POST /api/admin/site/basic. `logo` empty: the header shows the site name as text. */
export const basicSettingsSchema = z.object({
  name: line('站点名称', 50),
  logo: z.union([z.literal(''), image('标志图片')], { error: '标志图片必须是文字' }),
  slogan: optionalLine('口号', 100),
  icp: optionalLine('备案信息', 100),
});
export type BasicSettings = z.infer<typeof basicSettingsSchema>;

/** GET /api/admin/site/settings: what the two settings forms start from. */
export const siteSettingsSchema = basicSettingsSchema.extend({ contact: contactSchema });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const MAX_BANNERS = 10;
export const bannerInputSchema = z.object({
  image: image('横幅图片'),
  title: line('横幅标题', 60),
  url: link('横幅链接'),
});
export type BannerInput = z.infer<typeof bannerInputSchema>;
export const bannerListSchema = z.object({
  list: z
    .array(bannerInputSchema, { error: '横幅列表格式不正确' })
    .max(MAX_BANNERS, `首页横幅最多 ${MAX_BANNERS} 个`),
});
export type BannerList = z.infer<typeof bannerListSchema>;

/** An item that is already stored names itself by id; a new one has none. */
const storedId = z
  .number({ error: '编号必须是数字' })
  .int('编号必须是整数')
  .positive('编号必须大于 0')
  .max(2147483647, '编号超出范围')
  .optional();

const MAX_COOPERATORS = 100;
export const cooperatorInputSchema = z.object({
  id: storedId,
  name: line('单位名称', 50),
  /** A value of the COOPERATOR_TYPE list. */
  type: line('合作类型', 50),
  logo: image('标志图片'),
  url: z.union([z.literal(''), link('单位网址')], { error: '单位网址必须是文字' }),
});
export type CooperatorInput = z.infer<typeof cooperatorInputSchema>;
export const cooperatorListInputSchema = z.object({
  list: z
    .array(cooperatorInputSchema, { error: '合作伙伴列表格式不正确' })
    .max(MAX_COOPERATORS, `合作伙伴最多 ${MAX_COOPERATORS} 个`),
});
export const adminCooperatorSchema = cooperatorInputSchema.extend({ id: z.number().int() });
export type AdminCooperator = z.infer<typeof adminCooperatorSchema>;
export const adminCooperatorsSchema = z.object({
  /** The COOPERATOR_TYPE values, in their order: the groups the page shows. */
  types: z.array(z.object({ value: z.string(), name: z.string() })),
  list: z.array(adminCooperatorSchema),
});
export type AdminCooperators = z.infer<typeof adminCooperatorsSchema>;

const MAX_LINKS = 20;
export const quickLinkInputSchema = z.object({
  id: storedId,
  name: line('链接名称', 20),
  url: link('链接地址'),
});
export type QuickLinkInput = z.infer<typeof quickLinkInputSchema>;
export const quickLinkListInputSchema = z.object({
  list: z
    .array(quickLinkInputSchema, { error: '快捷链接列表格式不正确' })
    .max(MAX_LINKS, `快捷链接最多 ${MAX_LINKS} 个`),
});
export const adminQuickLinksSchema = z.object({
  list: z.array(quickLinkInputSchema.extend({ id: z.number().int() })),
});
export type AdminQuickLinks = z.infer<typeof adminQuickLinksSchema>;

/** The list types the 数据字典 edits (editable-lov-types.ts). */
export const editableLovTypeSchema = z.enum(EDITABLE_LOV_TYPES, { error: '数据字典类型不正确' });

const MAX_LOV_ITEMS = 100;
export const lovEntryInputSchema = z.object({
  id: storedId,
  value: line('取值', 100),
  name: line('名称', 50),
});
export type LovEntryInput = z.infer<typeof lovEntryInputSchema>;
export const lovTypeQuery = z.object({ type: editableLovTypeSchema });
export const lovEntryListInputSchema = z.object({
  type: editableLovTypeSchema,
  list: z
    .array(lovEntryInputSchema, { error: '数据字典列表格式不正确' })
    .max(MAX_LOV_ITEMS, `每种数据字典最多 ${MAX_LOV_ITEMS} 项`),
});
export const adminLovEntriesSchema = z.object({
  type: z.string(),
  list: z.array(
    lovEntryInputSchema.extend({
      id: z.number().int(),
      /** Some record stores this value: it cannot be removed or changed, only renamed. */
      inUse: z.boolean(),
    }),
  ),
});
export type AdminLovEntries = z.infer<typeof adminLovEntriesSchema>;
