// The competition pages' writes: each answers the competition as saved and confirms with a toast;
// callApi has every page on screen read what the write changed (src/lib/stale-answers.ts).
import type { AdminCompetition, CompetitionBody } from '../../../contract/admin-competitions';
import { adminCompetitionsApi } from '../../../contract/api/admin-competitions';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

function done(competition: AdminCompetition, message: string): AdminCompetition {
  toast.success(message);
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
