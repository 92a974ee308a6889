// The console's 会员与俱乐部 calls (src/features/admin/people): club registrations, members,
// certificates and accounts. Staff only (docs/console.md).
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：会员与俱乐部'];
const schemas = (load: SchemaLoad) => Promise.all([load('admin-people'), load('common')]);

export const adminPeopleApi = {
  clubs: {
    method: 'GET',
    path: '/api/admin/people/clubs',
    summary: '俱乐部注册列表（待审核在前）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { query: p.adminClubListQuery, response: p.adminClubPageSchema };
    },
  },
  approveClub: {
    method: 'POST',
    path: '/api/admin/people/clubs/:id/approve',
    summary: '审核通过俱乐部',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, response: p.adminClubSchema };
    },
  },
  rejectClub: {
    method: 'POST',
    path: '/api/admin/people/clubs/:id/reject',
    summary: '驳回俱乐部注册（须填写理由，联系人可见）',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, body: p.rejectClubBody, response: p.adminClubSchema };
    },
  },
  members: {
    method: 'GET',
    path: '/api/admin/people/members',
    summary: '会员查询（姓名或手机号、类型、账号状态）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { query: p.adminMemberListQuery, response: p.adminMemberPageSchema };
    },
  },
  member: {
    method: 'GET',
    path: '/api/admin/people/members/:id',
    summary: '会员详情与证书',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, response: p.adminMemberDetailSchema };
    },
  },
  grantCertificate: {
    method: 'POST',
    path: '/api/admin/people/members/:id/certificates',
    summary: '授予教练员或裁判员证书',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, body: p.certificateBody, response: p.adminMemberDetailSchema };
    },
  },
  changeCertificate: {
    method: 'POST',
    path: '/api/admin/people/certificates/:id',
    summary: '修改证书',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return {
        params: p.certificateIdParam,
        body: p.certificateBody,
        response: p.adminMemberDetailSchema,
      };
    },
  },
  revokeCertificate: {
    method: 'POST',
    path: '/api/admin/people/certificates/:id/revoke',
    summary: '吊销证书',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { params: p.certificateIdParam, response: p.adminMemberDetailSchema };
    },
  },
  disable: {
    method: 'POST',
    path: '/api/admin/people/members/:id/disable',
    summary: '停用账号（其登录状态立即失效）',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, response: p.adminMemberSchema };
    },
  },
  enable: {
    method: 'POST',
    path: '/api/admin/people/members/:id/enable',
    summary: '启用账号',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, response: p.adminMemberSchema };
    },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/admin/people/members/:id/reset-password',
    summary: '重置密码为临时密码（只显示一次，下次登录须修改）',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return {
        params: c.idParam,
        body: p.resetMemberPasswordBody,
        response: p.temporaryPasswordSchema,
      };
    },
  },
  changeType: {
    method: 'POST',
    path: '/api/admin/people/members/:id/type',
    summary: '修改账号类型',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, body: p.changeUserTypeBody, response: p.adminMemberSchema };
    },
  },
  accounts: {
    method: 'GET',
    path: '/api/admin/people/accounts',
    summary: '工作人员与志愿者账号',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { query: p.adminAccountListQuery, response: p.adminMemberPageSchema };
    },
  },
  createAccount: {
    method: 'POST',
    path: '/api/admin/people/accounts',
    summary: '新建工作人员或志愿者账号（初始密码须在首次登录时修改）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { body: p.createAccountBody, response: p.adminMemberSchema };
    },
  },
} satisfies RouteGroup;
