// The club centre's calls (src/features/club): a contact keeps their own club, its roster and its
// entries; staff approve clubs and may act on any club by naming it with `clubId`.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

/** How many days after today GET /api/club/games looks ahead. */
export const CLUB_GAMES_DAYS = 7;

const tags = ['俱乐部'];
const schemas = (load: SchemaLoad) => Promise.all([load('club'), load('common')]);

export const clubApi = {
  register: {
    method: 'POST',
    path: '/api/club/register',
    summary: '注册俱乐部（注册人成为联系人，等待协会审核）',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { body: c.registerClubBody, response: c.clubSchema };
    },
  },
  mine: {
    method: 'GET',
    path: '/api/club/mine',
    summary: '我的俱乐部及审核状态',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.clubScopeQuery, response: c.clubSchema };
    },
  },
  update: {
    method: 'POST',
    path: '/api/club/update',
    summary: '修改俱乐部资料',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { body: c.updateClubBody, response: c.clubSchema };
    },
  },
  approve: {
    method: 'POST',
    path: '/api/club/:id/approve',
    summary: '审核通过俱乐部（工作人员）',
    tags,
    schemas: async (load) => {
      const [c, common] = await schemas(load);
      return { params: common.idParam, response: c.clubSchema };
    },
  },
  reject: {
    method: 'POST',
    path: '/api/club/:id/reject',
    summary: '驳回俱乐部注册（工作人员）',
    tags,
    schemas: async (load) => {
      const [c, common] = await schemas(load);
      return { params: common.idParam, response: c.clubSchema };
    },
  },
  members: {
    method: 'GET',
    path: '/api/club/members',
    summary: '俱乐部成员名单（手机号已打码）',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.clubScopeQuery, response: c.clubMembersSchema };
    },
  },
  invitations: {
    method: 'GET',
    path: '/api/club/invitations',
    summary: '等待球员回应的邀请',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.clubScopeQuery, response: c.clubMembersSchema };
    },
  },
  leaveRequests: {
    method: 'GET',
    path: '/api/club/leave-requests',
    summary: '待处理的退出申请',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.clubScopeQuery, response: c.clubMembersSchema };
    },
  },
  invite: {
    method: 'POST',
    path: '/api/club/invite',
    summary: '按手机号邀请已注册的球员加入俱乐部',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { body: c.inviteBody, response: c.invitationSchema };
    },
  },
  approveLeave: {
    method: 'POST',
    path: '/api/club/leave/approve',
    summary: '同意成员退出俱乐部',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { body: c.membershipActionBody, response: c.leaveDecisionSchema };
    },
  },
  declineLeave: {
    method: 'POST',
    path: '/api/club/leave/decline',
    summary: '拒绝成员的退出申请',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { body: c.membershipActionBody, response: c.leaveDecisionSchema };
    },
  },
  competitions: {
    method: 'GET',
    path: '/api/club/competitions',
    summary: '正在报名的比赛和本俱乐部的报名状态',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.clubScopeQuery, response: c.clubCompetitionsSchema };
    },
  },
  enter: {
    method: 'POST',
    path: '/api/club/competitions/:id/register',
    summary: '以参赛名单报名比赛（待审核时再次提交会替换名单，被驳回后再次提交即重新送审）',
    tags,
    schemas: async (load) => {
      const [c, common] = await schemas(load);
      return {
        params: common.idParam,
        body: c.registerCompetitionBody,
        response: c.registrationSchema,
      };
    },
  },
  registration: {
    method: 'GET',
    path: '/api/club/registrations/:id',
    summary: '一次报名的参赛名单',
    tags,
    schemas: async (load) => {
      const [c, common] = await schemas(load);
      return { params: common.idParam, response: c.registrationSchema };
    },
  },
  games: {
    method: 'GET',
    path: '/api/club/games',
    summary: `本俱乐部今天及之后 ${CLUB_GAMES_DAYS} 天的比赛（联系人、本队球员）`,
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.clubScopeQuery, response: c.clubGamesSchema };
    },
  },
  calendar: {
    method: 'GET',
    path: '/api/club/calendar',
    summary: '本俱乐部赛程日历的订阅地址（联系人、工作人员）',
    tags,
    schemas: async (load) => {
      const [[c], k] = await Promise.all([schemas(load), load('calendars')]);
      return { query: c.clubScopeQuery, response: k.feedAddressSchema };
    },
  },
  renewCalendar: {
    method: 'POST',
    path: '/api/club/calendar/renew',
    summary: '更换本俱乐部赛程日历的订阅地址（旧地址随即失效）',
    tags,
    schemas: async (load) => {
      const [[c], k] = await Promise.all([schemas(load), load('calendars')]);
      return { body: c.clubScopeQuery, response: k.feedAddressSchema };
    },
  },
  spirit: {
    method: 'GET',
    path: '/api/club/spirit',
    summary: '精神分：本队已结束的比赛及已给出的评分（联系人、被指定的队长）',
    tags,
    schemas: async (load) => {
      const s = await load('spirit');
      return { response: s.clubSpiritSchema };
    },
  },
  submitSpirit: {
    method: 'POST',
    path: '/api/club/spirit',
    summary: '提交或修改给对手的精神分（同一比赛每队一份，按提交编号幂等，截止日期前可修改）',
    tags,
    schemas: async (load) => {
      const s = await load('spirit');
      return { body: s.submitSpiritBody, response: s.spiritScoreSchema };
    },
  },
  nameSpiritCaptain: {
    method: 'POST',
    path: '/api/club/spirit/captain',
    summary: '指定本队在一项赛事中填写精神分的队长（须在本队报名名单中）',
    tags,
    schemas: async (load) => {
      const s = await load('spirit');
      return { body: s.nameCaptainBody, response: s.spiritCaptainSlotSchema };
    },
  },
} satisfies RouteGroup;
