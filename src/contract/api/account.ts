// The account calls (src/features/account, and the login forms' calls in src/lib/auth): signing in
// and out, registration, the user centre and a member's public page.
import { sessionApi } from './account-session';
import { defineRoute } from './define-route';

const tags = ['账号'];
const schemas = () => Promise.all([import('../account'), import('../common')]);

export const accountApi = {
  ...sessionApi,
  passwordLogin: defineRoute({
    method: 'POST',
    path: '/api/user/pwLogin',
    summary: '密码登录',
    tags,
    schemas: () =>
      schemas().then(([a]) => ({ body: a.passwordLoginBody, response: a.loginResultSchema })),
  }),
  codeLogin: defineRoute({
    method: 'POST',
    path: '/api/user/ccLogin',
    summary: '短信验证码登录',
    tags,
    schemas: () =>
      schemas().then(([a]) => ({ body: a.codeLoginBody, response: a.loginResultSchema })),
  }),
  sendCheckCode: defineRoute({
    method: 'GET',
    path: '/api/user/sendCheckCode',
    summary: '发送短信验证码（登录、注册、找回密码；对任何手机号回答相同）',
    tags,
    schemas: () =>
      schemas().then(([a, c]) => ({ query: a.sendCheckCodeQuery, response: c.noDataSchema })),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/user/register',
    summary: '注册（球员或俱乐部联系人），成功后直接登录',
    tags,
    schemas: () =>
      schemas().then(([a]) => ({ body: a.registerBody, response: a.loginResultSchema })),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/user/resetPassword',
    summary: '用短信验证码重置密码（所有登录状态失效）',
    tags,
    schemas: () =>
      schemas().then(([a, c]) => ({ body: a.resetPasswordBody, response: c.noDataSchema })),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/user/update',
    summary: '修改本人资料',
    tags,
    schemas: () =>
      schemas().then(([a]) => ({ body: a.updateProfileBody, response: a.currentUserSchema })),
  }),
  center: defineRoute({
    method: 'GET',
    path: '/api/user/center',
    summary: '个人中心',
    tags,
    schemas: () => schemas().then(([a]) => ({ response: a.userCenterSchema })),
  }),
  competitions: defineRoute({
    method: 'GET',
    path: '/api/user/competitions/:userId/year/:year',
    summary: '某年参加的比赛（本人或协会工作人员）',
    tags,
    schemas: () =>
      schemas().then(([a]) => ({
        params: a.userCompetitionsParams,
        response: a.userCompetitionsSchema,
      })),
  }),
  member: defineRoute({
    method: 'GET',
    path: '/api/user/:id',
    summary: '球员、教练员和裁判员的公开信息（不含手机号）',
    tags,
    schemas: () =>
      schemas().then(([a, c]) => ({ params: c.idParam, response: a.publicMemberSchema })),
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/user/accept',
    summary: '接受俱乐部邀请',
    tags,
    schemas: () =>
      schemas().then(([a, c]) => ({ body: a.membershipActionBody, response: c.noDataSchema })),
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/user/reject',
    summary: '拒绝俱乐部邀请',
    tags,
    schemas: () =>
      schemas().then(([a, c]) => ({ body: a.membershipActionBody, response: c.noDataSchema })),
  }),
  applyLeave: defineRoute({
    method: 'POST',
    path: '/api/user/apply/leave',
    summary: '申请退出俱乐部',
    tags,
    schemas: () =>
      schemas().then(([a, c]) => ({ body: a.membershipActionBody, response: c.noDataSchema })),
  }),
};
