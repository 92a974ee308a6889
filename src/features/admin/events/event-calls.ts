// The event pages' writes: each confirms with a toast; callApi has every page on screen read what
// the write changed (src/lib/stale-answers.ts).
import { adminEventsApi } from '../../../contract/api/admin-events';
import type { EventBody } from '../../../contract/events';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { EVENTS_MESSAGES as M } from './events-messages';

/** Creates the event or saves the edited one; answers it as saved. */
export async function saveEvent(id: number | undefined, body: EventBody) {
  const saved =
    id === undefined
      ? await callApi(adminEventsApi.create, { body })
      : await callApi(adminEventsApi.update, { params: { id }, body });
  toast.success(M.saved);
  return saved;
}

export async function removeEvent(id: number) {
  await callApi(adminEventsApi.remove, { params: { id } });
  toast.success(M.removed);
}
