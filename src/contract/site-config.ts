import { z } from 'zod';

/** GET /api/site/config: the site's name, its logo list (the header shows the first), contact facts. */
export const siteConfigSchema = z.object({
  name: z.string(),
  logos: z.array(z.object({ url: z.string(), alt: z.string() })),
  slogan: z.string(),
  icp: z.string(),
  contact: z.object({ phone: z.string(), email: z.string(), address: z.string() }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
