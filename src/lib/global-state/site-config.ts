// The site configuration (name, logos, contact facts), read through the offline cache.
import { siteConfigSchema, type SiteConfig } from '../../contract/site-config';
import { useSwr, type SwrResult } from '../swr';

export const SITE_CONFIG_URL = '/api/site/config';

export function useSiteConfig(): SwrResult<SiteConfig> {
  return useSwr(SITE_CONFIG_URL, { schema: siteConfigSchema });
}

export type SiteLogo = SiteConfig['logos'][number];

/** The header's logo: the first of the configured list, as in the original. */
export function useSiteLogo(): SiteLogo | undefined {
  return useSiteConfig().data?.logos[0];
}
