// The message centre's writes, by the route table; its reads go through useAccountApi (a person's
// own messages change through other people's actions, so each visit asks again).
import { inboxApi } from '../../contract/api/inbox';
import { callApi } from '../../lib/api-client';
import { revalidateApi } from '../../lib/api-read';

/** After a message is read the header's count is read again, so it agrees at once. */
const recount = () => revalidateApi(inboxApi.unread, {}, { silent: true }).catch(() => undefined);

export async function markRead(id: number): Promise<void> {
  await callApi(inboxApi.markRead, { params: { id } });
  await recount();
}

export async function readAll(): Promise<void> {
  await callApi(inboxApi.readAll, {});
  await recount();
}

export const setPreference = (kind: string, on: boolean) =>
  callApi(inboxApi.setPreference, { body: { kind, on } });
