// The console's 年度注册 calls (src/features/admin/membership-season): seasons, waiver versions,
// reviewing registrations and the certificates about to expire. Staff only (docs/membership.md).
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：年度注册'];
const schemas = (load: SchemaLoad) => Promise.all([load('membership-season'), load('common')]);

export const adminMembershipSeasonApi = {
  seasons: {
    method: 'GET',
    path: '/api/admin/membership/seasons',
    summary: '年度列表（最新在前）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { response: m.seasonListSchema };
    },
  },
  createSeason: {
    method: 'POST',
    path: '/api/admin/membership/seasons',
    summary: '新建年度（日期、各类会费、转会窗口）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { body: m.seasonBody, response: m.seasonSchema };
    },
  },
  changeSeason: {
    method: 'POST',
    path: '/api/admin/membership/seasons/:id',
    summary: '修改年度',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, body: m.seasonBody, response: m.seasonSchema };
    },
  },
  waivers: {
    method: 'GET',
    path: '/api/admin/membership/waivers',
    summary: '免责声明各版本（最新在前，只读）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { response: m.waiverListSchema };
    },
  },
  publishWaiver: {
    method: 'POST',
    path: '/api/admin/membership/waivers',
    summary: '发布新版免责声明',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { body: m.waiverBody, response: m.waiverSchema };
    },
  },
  registrations: {
    method: 'GET',
    path: '/api/admin/membership/registrations',
    summary: '年度注册列表（按年度、状态、类别筛选）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { query: m.registrationListQuery, response: m.adminRegistrationPageSchema };
    },
  },
  approveRegistration: {
    method: 'POST',
    path: '/api/admin/membership/registrations/:id/approve',
    summary: '审核通过免费的年度注册',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, response: m.adminRegistrationSchema };
    },
  },
  rejectRegistration: {
    method: 'POST',
    path: '/api/admin/membership/registrations/:id/reject',
    summary: '驳回年度注册（须填写理由，会员可见）',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return {
        params: c.idParam,
        body: m.rejectRegistrationBody,
        response: m.adminRegistrationSchema,
      };
    },
  },
  expiringCertificates: {
    method: 'GET',
    path: '/api/admin/membership/certificates/expiring',
    summary: '60 天内到期的教练员、裁判员证书',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { response: m.expiringCertificateListSchema };
    },
  },
} satisfies RouteGroup;
