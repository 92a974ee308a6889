// The sport page editor's writes: each answers the page as saved and confirms with a toast; callApi
// has every page on screen read what the write changed (src/lib/stale-answers.ts).
import type { AdminSport, SportBody } from '../../../contract/admin-pages';
import { adminPagesApi } from '../../../contract/api/admin-pages';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { PAGES_MESSAGES as M } from './pages-messages';

function done(page: AdminSport, message: string): AdminSport {
  toast.success(message);
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
