// The scoring app's calls (src/features/scoring, docs/scoring-model.md): the volunteer's login, the
// reads that bring a day's games onto the phone, and the actions the outbox sends, one by one or
// in a batch. The action routes are keyed by the batch action type they stand for.
import { defineRoute } from './define-route';

const tags = ['记分'];
const schemas = () => import('../volunteer');
const account = () => import('../account');
const common = () => import('../common');

export const scoringApi = {
  login: defineRoute({
    method: 'POST',
    path: '/api/volunteer/login',
    summary: '记分志愿者登录（志愿者和工作人员）',
    tags,
    schemas: () =>
      Promise.all([schemas(), account()]).then(([v, a]) => ({
        body: v.volunteerLoginBody,
        response: a.loginResultSchema,
      })),
  }),
  dayGames: defineRoute({
    method: 'GET',
    path: '/api/volunteer/date/games',
    summary: '某天（默认今天）分配给我的比赛；工作人员看到全部',
    tags,
    schemas: () => schemas().then((v) => ({ query: v.dateGamesQuery, response: v.dayGamesSchema })),
  }),
  game: defineRoute({
    method: 'GET',
    path: '/api/volunteer/game/:id',
    summary: '一场比赛：规则、事件记录和由记录推算的比分',
    tags,
    schemas: () =>
      Promise.all([schemas(), common()]).then(([v, c]) => ({
        params: c.idParam,
        response: v.volunteerGameDetailSchema,
      })),
  }),
  players: defineRoute({
    method: 'GET',
    path: '/api/volunteer/players/:id',
    summary: '一场比赛两队的名单（含记分时的改名和新增）',
    tags,
    schemas: () =>
      Promise.all([schemas(), common()]).then(([v, c]) => ({
        params: c.idParam,
        response: v.gameRostersSchema,
      })),
  }),
  begin: defineRoute({
    method: 'POST',
    path: '/api/volunteer/begin',
    summary: '开始比赛（按操作编号幂等）',
    tags,
    schemas: () =>
      schemas().then((v) => ({ body: v.gameActionBody, response: v.actionResultSchema })),
  }),
  finish: defineRoute({
    method: 'POST',
    path: '/api/volunteer/finished',
    summary: '结束比赛（按操作编号幂等）',
    tags,
    schemas: () =>
      schemas().then((v) => ({ body: v.gameActionBody, response: v.actionResultSchema })),
  }),
  score: defineRoute({
    method: 'POST',
    path: '/api/volunteer/save/score',
    summary: '记录一次得分（可带得分和助攻队员）',
    tags,
    schemas: () =>
      schemas().then((v) => ({ body: v.saveScoreBody, response: v.actionResultSchema })),
  }),
  deleteScore: defineRoute({
    method: 'DELETE',
    path: '/api/volunteer/delete/score',
    summary: '撤销一次得分（id 为要撤销的得分编号）',
    tags,
    schemas: () =>
      schemas().then((v) => ({ body: v.deleteScoreBody, response: v.actionResultSchema })),
  }),
  saveName: defineRoute({
    method: 'POST',
    path: '/api/volunteer/save/name',
    summary: '修改或新增本场比赛名单中的队员姓名和背号',
    tags,
    schemas: () =>
      schemas().then((v) => ({ body: v.saveNameBody, response: v.actionResultSchema })),
  }),
  timeout: defineRoute({
    method: 'POST',
    path: '/api/volunteer/timeout',
    summary: '记录一队的一次暂停（每半场有次数上限）',
    tags,
    schemas: () => schemas().then((v) => ({ body: v.timeoutBody, response: v.actionResultSchema })),
  }),
  batch: defineRoute({
    method: 'POST',
    path: '/api/volunteer/batch',
    summary: '按顺序提交多个记分操作，逐个返回结果',
    description:
      '每个操作为 { type: begin | score | deleteScore | saveName | finish | timeout, ...对应单个接口的请求体 }；每个操作单独成事务。',
    tags,
    schemas: () => schemas().then((v) => ({ body: v.batchBody, response: v.batchResultSchema })),
  }),
};
