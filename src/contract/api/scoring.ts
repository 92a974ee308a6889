// The scoring app's calls (src/features/scoring, docs/scoring-model.md): the volunteer's login, the
// reads that bring a day's games onto the phone, and the actions the outbox sends, one by one or
// in a batch. The action routes are keyed by the batch action type they stand for.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['记分'];
const schemas = (load: SchemaLoad) => load('scoring');
const account = (load: SchemaLoad) => load('account');
const common = (load: SchemaLoad) => load('common');

export const scoringApi = {
  login: {
    method: 'POST',
    path: '/api/volunteer/login',
    session: true,
    summary: '记分志愿者登录（志愿者和工作人员）',
    tags,
    schemas: async (load) => {
      const [v, a] = await Promise.all([schemas(load), account(load)]);
      return {
        body: v.volunteerLoginBody,
        response: a.loginResultSchema,
      };
    },
  },
  dayGames: {
    method: 'GET',
    path: '/api/volunteer/date/games',
    summary: '某天（默认今天）分配给我的比赛；工作人员看到全部',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { query: v.dateGamesQuery, response: v.dayGamesSchema };
    },
  },
  calendar: {
    method: 'GET',
    path: '/api/volunteer/calendar',
    summary: '我的记分赛程日历的订阅地址',
    tags,
    schemas: async (load) => {
      const k = await load('calendars');
      return { response: k.feedAddressSchema };
    },
  },
  renewCalendar: {
    method: 'POST',
    path: '/api/volunteer/calendar/renew',
    summary: '更换我的记分赛程日历的订阅地址（旧地址随即失效）',
    tags,
    schemas: async (load) => {
      const k = await load('calendars');
      return { response: k.feedAddressSchema };
    },
  },
  game: {
    method: 'GET',
    path: '/api/volunteer/game/:id',
    summary: '一场比赛：规则、事件记录和由记录推算的比分',
    tags,
    schemas: async (load) => {
      const [v, c] = await Promise.all([schemas(load), common(load)]);
      return {
        params: c.idParam,
        response: v.volunteerGameDetailSchema,
      };
    },
  },
  players: {
    method: 'GET',
    path: '/api/volunteer/players/:id',
    summary: '一场比赛两队的名单（含记分时的改名和新增）',
    tags,
    schemas: async (load) => {
      const [v, c] = await Promise.all([schemas(load), common(load)]);
      return {
        params: c.idParam,
        response: v.gameRostersSchema,
      };
    },
  },
  begin: {
    method: 'POST',
    path: '/api/volunteer/begin',
    summary: '开始比赛（按操作编号幂等）',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { body: v.gameActionBody, response: v.actionResultSchema };
    },
  },
  finish: {
    method: 'POST',
    path: '/api/volunteer/finished',
    summary: '结束比赛（按操作编号幂等）',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { body: v.gameActionBody, response: v.actionResultSchema };
    },
  },
  score: {
    method: 'POST',
    path: '/api/volunteer/save/score',
    summary: '记录一次得分（可带得分和助攻队员）',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { body: v.saveScoreBody, response: v.actionResultSchema };
    },
  },
  deleteScore: {
    method: 'DELETE',
    path: '/api/volunteer/delete/score',
    summary: '撤销一次得分（id 为要撤销的得分编号）',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { body: v.deleteScoreBody, response: v.actionResultSchema };
    },
  },
  saveName: {
    method: 'POST',
    path: '/api/volunteer/save/name',
    summary: '修改或新增本场比赛名单中的队员姓名和背号',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { body: v.saveNameBody, response: v.actionResultSchema };
    },
  },
  timeout: {
    method: 'POST',
    path: '/api/volunteer/timeout',
    summary: '记录一队的一次暂停（每半场有次数上限）',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { body: v.timeoutBody, response: v.actionResultSchema };
    },
  },
  confirmDuplicate: {
    method: 'POST',
    path: '/api/volunteer/confirm/duplicate',
    summary: '两分都保留：确认可能重复的得分是两次真实得分（按操作编号幂等）',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { body: v.confirmDuplicateBody, response: v.actionResultSchema };
    },
  },
  handoffVolunteers: {
    method: 'GET',
    path: '/api/volunteer/game/:id/volunteers',
    summary: '可以接手这场比赛的其他志愿者',
    tags,
    schemas: async (load) => {
      const [v, c] = await Promise.all([schemas(load), common(load)]);
      return { params: c.idParam, response: v.handoffVolunteersSchema };
    },
  },
  handoff: {
    method: 'POST',
    path: '/api/volunteer/handoff',
    summary: '把比赛交接给另一位志愿者（交出的志愿者之前记录的操作仍会同步）',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { body: v.handoffBody, response: v.handoffResultSchema };
    },
  },
  batch: {
    method: 'POST',
    path: '/api/volunteer/batch',
    summary: '按顺序提交多个记分操作，逐个返回结果',
    description:
      '每个操作为 { type: begin | score | deleteScore | saveName | finish | timeout | confirmDuplicate, ...对应单个接口的请求体 }；每个操作单独成事务。',
    tags,
    schemas: async (load) => {
      const v = await schemas(load);
      return { body: v.batchBody, response: v.batchResultSchema };
    },
  },
} satisfies RouteGroup;
