// The download pages' writes: each answers the item as saved and confirms with a toast; callApi has
// every page on screen read what the write changed (src/lib/stale-answers.ts).
import type { AdminDownload, DownloadBody } from '../../../contract/admin-downloads';
import { adminDownloadsApi } from '../../../contract/api/admin-downloads';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { DOWNLOADS_MESSAGES as M } from './downloads-messages';

function done(item: AdminDownload, message: string): AdminDownload {
  toast.success(message);
  return item;
}

/** Creates the item (a draft) or saves the edited one; answers it as saved. */
export async function saveDownload(id: number | undefined, body: DownloadBody) {
  const saved =
    id === undefined
      ? await callApi(adminDownloadsApi.create, { body })
      : await callApi(adminDownloadsApi.update, { params: { id }, body });
  return done(saved, M.done.saved);
}

export async function publishDownload(id: number, publishAt: string) {
  return done(
    await callApi(adminDownloadsApi.publish, { params: { id }, body: { publishAt } }),
    publishAt ? M.done.scheduled : M.done.published,
  );
}

export async function withdrawDownload(id: number) {
  return done(await callApi(adminDownloadsApi.withdraw, { params: { id } }), M.done.withdrawn);
}

export async function pinDownload(id: number, pinned: boolean) {
  return done(
    await callApi(adminDownloadsApi.pin, { params: { id }, body: { pinned } }),
    pinned ? M.done.pinned : M.done.unpinned,
  );
}
