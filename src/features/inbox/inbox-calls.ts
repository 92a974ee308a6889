// The message centre's writes, by the route table; its reads go through useAccountApi (a person's
// own messages change through other people's actions, so each visit asks again).
import { inboxApi } from '../../contract/api/inbox';
import { callApi } from '../../lib/api-client';
import { announceUnreadChanged } from './unread-changed';

export async function markRead(id: number): Promise<void> {
  await callApi(inboxApi.markRead, { params: { id } });
  // The header's count reads itself again, so it agrees at once.
  announceUnreadChanged();
}

export async function readAll(): Promise<void> {
  await callApi(inboxApi.readAll, {});
  announceUnreadChanged();
}

export const setPreference = (kind: string, on: boolean) =>
  callApi(inboxApi.setPreference, { body: { kind, on } });
