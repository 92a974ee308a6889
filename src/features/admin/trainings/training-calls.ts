// The training pages' writes: each answers the course as saved and confirms with a toast; callApi
// has every page on screen read what the write changed (src/lib/stale-answers.ts).
import type { AdminTraining, TrainingBody } from '../../../contract/admin-trainings';
import { adminTrainingsApi } from '../../../contract/api/admin-trainings';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { TRAININGS_MESSAGES as M } from './trainings-messages';

function done(training: AdminTraining, message: string): AdminTraining {
  toast.success(message);
  return training;
}

/** Creates the course (a draft) or saves the edited one; answers it as saved. */
export async function saveTraining(id: number | undefined, body: TrainingBody) {
  const saved =
    id === undefined
      ? await callApi(adminTrainingsApi.create, { body })
      : await callApi(adminTrainingsApi.update, { params: { id }, body });
  return done(saved, M.done.saved);
}

export async function publishTraining(id: number, publishAt: string) {
  return done(
    await callApi(adminTrainingsApi.publish, { params: { id }, body: { publishAt } }),
    publishAt ? M.done.scheduled : M.done.published,
  );
}

export async function withdrawTraining(id: number) {
  return done(await callApi(adminTrainingsApi.withdraw, { params: { id } }), M.done.withdrawn);
}

export async function pinTraining(id: number, pinned: boolean) {
  return done(
    await callApi(adminTrainingsApi.pin, { params: { id }, body: { pinned } }),
    pinned ? M.done.pinned : M.done.unpinned,
  );
}
