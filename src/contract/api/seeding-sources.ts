// The 赛制 page's seeding from an earlier competition (src/features/admin/stages): one read, the
// finished championships to choose from and, with `from`, the order one of them gives.
import type { RouteGroup } from './define-route';

export const seedingSourcesApi = {
  sources: {
    method: 'GET',
    path: '/api/admin/competitions/:id/seeding-sources',
    summary: '按往届最终名次排种子：可选的已结束赛事（同组别在前），及所选赛事给出的种子顺序',
    description:
      '不带 from 时只列出可选赛事；from 为其中一个赛事的编号时，另给出本赛事各队在该赛事的最终名次，以及据此排出的种子顺序（未参加该赛事的队伍保持原顺序排在其后）。',
    tags: ['管理后台：赛制'],
    schemas: async (load) => {
      const [s, common] = await Promise.all([load('seeding-sources'), load('common')]);
      return {
        params: common.idParam,
        query: s.seedingSourcesQuery,
        response: s.seedingSourcesSchema,
      };
    },
  },
} satisfies RouteGroup;
