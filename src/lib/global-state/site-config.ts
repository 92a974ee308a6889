// The site configuration (name, logos, contact facts), read through the offline cache. Every
// page shows it, so it is read silently (the header falls back to the site name); its schema loads
// on demand, keeping the validation library off every page's first load.
import { portalFirstLoadApi } from '../../contract/api/portal-first-load';
import type { SiteConfig } from '../../contract/site-config';
import { useApi } from '../api-read';
import type { SwrResult } from '../swr';

export function useSiteConfig(): SwrResult<SiteConfig> {
  return useApi(portalFirstLoadApi.siteConfig, {}, { silent: true });
}

export type SiteLogo = SiteConfig['logos'][number];

/** The header's logo: the first of the configured list, as in the original. */
export function useSiteLogo(): SiteLogo | undefined {
  return useSiteConfig().data?.logos[0];
}
