// The site configuration (name, logos, contact facts), read through the offline cache. Every
// page shows it, so it is read silently (the header falls back to the site name) and without
// the zod schema, which would put the validation library into every page's first load.
import type { SiteConfig } from '../../contract/site-config';
import { useSwr, type SwrResult } from '../swr';

export const SITE_CONFIG_URL = '/api/site/config';

export function useSiteConfig(): SwrResult<SiteConfig> {
  return useSwr<SiteConfig>(SITE_CONFIG_URL, { silent: true });
}

export type SiteLogo = SiteConfig['logos'][number];

/** The header's logo: the first of the configured list, as in the original. */
export function useSiteLogo(): SiteLogo | undefined {
  return useSiteConfig().data?.logos[0];
}
