// The competition pages' writes: each answers the competition as saved; its read is fetched again
// so every page shows the change.
import type { AdminCompetition, CompetitionBody } from '../../../contract/admin-competitions';
import { adminCompetitionsApi } from '../../../contract/api/admin-competitions';
import { callApi } from '../../../lib/api-client';
import { revalidateApi } from '../../../lib/api-read';
import { toast } from '../../../lib/notify';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

async function done(competition: AdminCompetition, message: string): Promise<AdminCompetition> {
  toast.success(message);
  await revalidateApi(
    adminCompetitionsApi.detail,
    { params: { id: competition.id } },
    { silent: true },
  );
  return competition;
}

/** Creates the competition (a draft) or saves the edited one; answers it as saved. */
export async function saveCompetition(id: number | undefined, body: CompetitionBody) {
  const saved =
    id === undefined
      ? await callApi(adminCompetitionsApi.create, { body })
      : await callApi(adminCompetitionsApi.update, { params: { id }, body });
  return done(saved, M.done.saved);
}

export async function publishCompetition(id: number, publishAt: string) {
  return done(
    await callApi(adminCompetitionsApi.publish, { params: { id }, body: { publishAt } }),
    publishAt ? M.done.scheduled : M.done.published,
  );
}

export async function withdrawCompetition(id: number) {
  return done(await callApi(adminCompetitionsApi.withdraw, { params: { id } }), M.done.withdrawn);
}

export async function pinCompetition(id: number, pinned: boolean) {
  return done(
    await callApi(adminCompetitionsApi.pin, { params: { id }, body: { pinned } }),
    pinned ? M.done.pinned : M.done.unpinned,
  );
}

export async function removeCompetition(id: number) {
  await callApi(adminCompetitionsApi.remove, { params: { id } });
  toast.success(M.done.removed);
}
