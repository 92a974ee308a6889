// The account calls (src/features/account, and the login forms' calls in src/lib/auth): signing in
// and out, registration, the user centre and a member's public page.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import { sessionApi } from './account-session';
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['账号'];
const schemas = (load: SchemaLoad) => Promise.all([load('account'), load('common')]);

export const accountApi = {
  ...sessionApi,
  passwordLogin: {
    method: 'POST',
    path: '/api/user/pwLogin',
    session: true,
    summary: '密码登录',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { body: a.passwordLoginBody, response: a.loginResultSchema };
    },
  },
  codeLogin: {
    method: 'POST',
    path: '/api/user/ccLogin',
    session: true,
    summary: '短信验证码登录',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { body: a.codeLoginBody, response: a.loginResultSchema };
    },
  },
  sendCheckCode: {
    method: 'GET',
    path: '/api/user/sendCheckCode',
    summary: '发送短信验证码（登录、注册、找回密码；对任何手机号回答相同）',
    tags,
    schemas: async (load) => {
      const [a, c] = await schemas(load);
      return { query: a.sendCheckCodeQuery, response: c.noDataSchema };
    },
  },
  register: {
    method: 'POST',
    path: '/api/user/register',
    session: true,
    summary: '注册（球员或俱乐部联系人），成功后直接登录',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { body: a.registerBody, response: a.loginResultSchema };
    },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/user/resetPassword',
    summary: '用短信验证码重置密码（所有登录状态失效）',
    tags,
    schemas: async (load) => {
      const [a, c] = await schemas(load);
      return { body: a.resetPasswordBody, response: c.noDataSchema };
    },
  },
  changePassword: {
    method: 'POST',
    path: '/api/user/changePassword',
    summary: '修改本人密码（须提供当前密码；其他设备的登录状态失效）',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { body: a.changePasswordBody, response: a.currentUserSchema };
    },
  },
  update: {
    method: 'POST',
    path: '/api/user/update',
    summary: '修改本人资料',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { body: a.updateProfileBody, response: a.currentUserSchema };
    },
  },
  center: {
    method: 'GET',
    path: '/api/user/center',
    summary: '个人中心',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { response: a.userCenterSchema };
    },
  },
  competitions: {
    method: 'GET',
    path: '/api/user/competitions/:userId/year/:year',
    summary: '某年参加的比赛（本人或协会工作人员）',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return {
        params: a.userCompetitionsParams,
        response: a.userCompetitionsSchema,
      };
    },
  },
  member: {
    method: 'GET',
    path: '/api/user/:id',
    summary: '球员、教练员和裁判员的公开信息（不含手机号）',
    tags,
    schemas: async (load) => {
      const [a, c] = await schemas(load);
      return { params: c.idParam, response: a.publicMemberSchema };
    },
  },
  accept: {
    method: 'POST',
    path: '/api/user/accept',
    summary: '接受俱乐部邀请',
    tags,
    schemas: async (load) => {
      const [a, c] = await schemas(load);
      return { body: a.membershipActionBody, response: c.noDataSchema };
    },
  },
  reject: {
    method: 'POST',
    path: '/api/user/reject',
    summary: '拒绝俱乐部邀请',
    tags,
    schemas: async (load) => {
      const [a, c] = await schemas(load);
      return { body: a.membershipActionBody, response: c.noDataSchema };
    },
  },
  applyLeave: {
    method: 'POST',
    path: '/api/user/apply/leave',
    summary: '申请退出俱乐部',
    tags,
    schemas: async (load) => {
      const [a, c] = await schemas(load);
      return { body: a.membershipActionBody, response: c.noDataSchema };
    },
  },
} satisfies RouteGroup;
