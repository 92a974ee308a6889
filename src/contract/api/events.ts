// The public event page's call (src/features/match/event-page.tsx): an event of several
// divisions, each a competition the page reads by its own call (matchApi.detail).
import type { RouteGroup } from './define-route';

export const eventsApi = {
  detail: {
    method: 'GET',
    path: '/api/events/:id',
    summary: '赛事（多组别）：名称、日期、地点与各组别',
    tags: ['赛事'],
    schemas: async (load) => {
      const [events, portal] = await Promise.all([load('events'), load('content-portal')]);
      return { params: portal.recordIdParam, response: events.publicEventSchema };
    },
  },
} satisfies RouteGroup;
