// The calendar feeds themselves, read by phones' calendar apps from the webcal links that the
// competition page, the club centre and the scoring app give (each page's own table holds the
// call that gives its link).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['日历订阅'];
const schemas = (load: SchemaLoad) => load('calendars');

export const calendarsApi = {
  competition: {
    method: 'GET',
    path: '/api/calendars/competition.ics',
    summary: '赛事赛程日历（iCalendar）',
    tags,
    file: true,
    schemas: async (load) => {
      const c = await schemas(load);
      return { query: c.competitionFeedQuery, response: c.calendarFeedSchema };
    },
  },
  club: {
    method: 'GET',
    path: '/api/calendars/club.ics',
    summary: '俱乐部赛程日历（凭订阅地址）',
    tags,
    file: true,
    schemas: async (load) => {
      const c = await schemas(load);
      return { query: c.secretFeedQuery, response: c.calendarFeedSchema };
    },
  },
  volunteer: {
    method: 'GET',
    path: '/api/calendars/volunteer.ics',
    summary: '志愿者记分赛程日历（凭订阅地址）',
    tags,
    file: true,
    schemas: async (load) => {
      const c = await schemas(load);
      return { query: c.secretFeedQuery, response: c.calendarFeedSchema };
    },
  },
} satisfies RouteGroup;
