// The about / join / contact pages' editable text (docs/console.md): kept in site_config, edited
// in the console like an article, read by /aboutUs, /joinUs and /contactUs.
import { z } from 'zod';

export const ABOUT_PAGE_KEYS = ['about', 'join', 'contact'] as const;
export const aboutPageKeySchema = z.enum(ABOUT_PAGE_KEYS, {
  error: '页面只能是关于我们、加入我们或联系我们',
});
export type AboutPageKey = z.infer<typeof aboutPageKeySchema>;

export const aboutPageParams = z.object({ key: aboutPageKeySchema });

/** GET /api/site/pages/:key: the published text; `content` null until staff first publish one. */
export const aboutPageSchema = z.object({
  key: aboutPageKeySchema,
  content: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;
