// The message centre's calls (src/features/inbox): one's messages, the unread count, reading them,
// and which kinds one turned off (docs/messages.md).
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['消息'];
const schemas = (load: SchemaLoad) => Promise.all([load('inbox'), load('common')]);

export const inboxApi = {
  list: {
    method: 'GET',
    path: '/api/user/messages',
    summary: '我的消息（最新的在前，分页）',
    tags,
    schemas: async (load) => {
      const [i, c] = await schemas(load);
      return { query: i.inboxListQuery, response: c.pageOf(i.inboxMessageSchema) };
    },
  },
  unread: {
    method: 'GET',
    path: '/api/user/messages/unread',
    summary: '我的未读消息数',
    tags,
    schemas: async (load) => {
      const [i] = await schemas(load);
      return { response: i.unreadCountSchema };
    },
  },
  markRead: {
    method: 'POST',
    path: '/api/user/messages/:id/read',
    summary: '标记一条消息已读（打开时）',
    tags,
    schemas: async (load) => {
      const [i, c] = await schemas(load);
      return { params: c.idParam, response: i.unreadCountSchema };
    },
  },
  readAll: {
    method: 'POST',
    path: '/api/user/messages/read-all',
    summary: '全部已读',
    tags,
    schemas: async (load) => {
      const [i] = await schemas(load);
      return { response: i.unreadCountSchema };
    },
  },
  preferences: {
    method: 'GET',
    path: '/api/user/message-preferences',
    summary: '我的消息设置（每类消息是否接收）',
    tags,
    schemas: async (load) => {
      const [i] = await schemas(load);
      return { response: i.inboxPreferencesSchema };
    },
  },
  setPreference: {
    method: 'PUT',
    path: '/api/user/message-preferences',
    summary: '开启或关闭一类消息（账号安全类不可关闭）',
    tags,
    schemas: async (load) => {
      const [i] = await schemas(load);
      return { body: i.setPreferenceBody, response: i.inboxPreferencesSchema };
    },
  },
} satisfies RouteGroup;
