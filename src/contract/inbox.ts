// The message centre's calls (消息, docs/messages.md): a person's own messages, the unread count
// the header shows, and which kinds they turned off. The kinds themselves are the server's list
// (server/domain/inbox/inbox-kinds.ts); the preferences call hands them over with their names.
import { z } from 'zod';
import { pageQuery } from './common';

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The site path the message is about; null when it is about no page. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListQuery = pageQuery;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const inboxPreferenceSchema = z.object({
  kind: z.string(),
  name: z.string(),
  /** false: about the account's own safety, always on. */
  optional: z.boolean(),
  on: z.boolean(),
});
export type InboxPreference = z.infer<typeof inboxPreferenceSchema>;
export const inboxPreferencesSchema = z.array(inboxPreferenceSchema);

export const setPreferenceBody = z.object({
  kind: z.string({ error: '请选择消息类型' }).regex(/^[a-z_]{1,40}$/, '消息类型格式不正确'),
  on: z.boolean({ error: '请选择开启或关闭' }),
});
export type SetPreferenceBody = z.infer<typeof setPreferenceBody>;
