// The sport page editor's writes: each answers the page as saved, and its read is fetched again.
import type { AdminSport, SportBody } from '../../../contract/admin-pages';
import { adminPagesApi } from '../../../contract/api/admin-pages';
import { callApi } from '../../../lib/api-client';
import { revalidateApi } from '../../../lib/api-read';
import { toast } from '../../../lib/notify';
import { PAGES_MESSAGES as M } from './pages-messages';

async function done(page: AdminSport, message: string): Promise<AdminSport> {
  toast.success(message);
  await revalidateApi(adminPagesApi.sportDetail, { params: { id: page.id } }, { silent: true });
  return page;
}

export async function saveSport(id: number | undefined, body: SportBody) {
  const saved =
    id === undefined
      ? await callApi(adminPagesApi.sportCreate, { body })
      : await callApi(adminPagesApi.sportUpdate, { params: { id }, body });
  return done(saved, M.done.saved);
}

export async function publishSport(id: number, publishAt: string) {
  return done(
    await callApi(adminPagesApi.sportPublish, { params: { id }, body: { publishAt } }),
    publishAt ? M.done.scheduled : M.done.published,
  );
}

export async function withdrawSport(id: number) {
  return done(await callApi(adminPagesApi.sportWithdraw, { params: { id } }), M.done.withdrawn);
}
