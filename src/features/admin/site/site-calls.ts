// Saving a part of the site's settings: the call, then the console's read of it fetched again and
// the staff member's own copies of what the public pages show (the header, the lists of values),
// so this browser shows the change too; then 已保存.
import { revalidateApi } from '../../../lib/api-read';
import { toast } from '../../../lib/notify';
import { portalFirstLoadApi } from '../../../contract/api/portal-first-load';
import type { ApiRoute, RouteInput } from '../../../contract/api/define-route';
import { SITE_MESSAGES as M } from './site-messages';

export async function saveAndReload<R extends ApiRoute>(
  save: () => Promise<unknown>,
  read: R,
  input?: RouteInput<R>,
): Promise<void> {
  await save();
  await Promise.all([
    revalidateApi(read, input),
    revalidateApi(portalFirstLoadApi.siteConfig, {}, { silent: true }),
  ]);
  toast.success(M.saved);
}
