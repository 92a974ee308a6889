// The season's ID numbers, eligibility and transfers (docs/membership.md): the person's own calls
// in the user centre, the new club's in the club centre, staff's in the console.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['会员：身份证号码、参赛资格与转会'];
const schemas = (load: SchemaLoad) => Promise.all([load('membership-eligibility'), load('common')]);

export const membershipEligibilityApi = {
  saveIdNumber: {
    method: 'POST',
    path: '/api/user/idNumber',
    summary: '填写本人身份证号码（校验后加密保存，只返回打码后的号码）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { body: m.saveIdNumberBody, response: m.savedIdNumberSchema };
    },
  },
  ownTransfers: {
    method: 'GET',
    path: '/api/user/transfers',
    summary: '本人的转会申请',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { response: m.transferListSchema };
    },
  },
  requestTransfer: {
    method: 'POST',
    path: '/api/user/transfers',
    summary: '球员申请转会到另一俱乐部（转会窗口期内）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { body: m.playerTransferBody, response: m.transferSchema };
    },
  },
  cancelTransfer: {
    method: 'POST',
    path: '/api/user/transfers/:id/cancel',
    summary: '球员撤回本人尚未批准的转会申请',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, response: m.transferSchema };
    },
  },
  memberTransfers: {
    method: 'GET',
    path: '/api/members/:id/transfers',
    summary: '一名会员已完成的转会记录',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, response: m.transferListSchema };
    },
  },
  clubTransfers: {
    method: 'GET',
    path: '/api/club/transfers',
    summary: '转入本俱乐部的转会申请',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { response: m.transferListSchema };
    },
  },
  clubRequestTransfer: {
    method: 'POST',
    path: '/api/club/transfers',
    summary: '新俱乐部联系人为一名球员申请转入（即视为已接收）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { body: m.clubTransferBody, response: m.transferSchema };
    },
  },
  clubAcceptTransfer: {
    method: 'POST',
    path: '/api/club/transfers/:id/accept',
    summary: '新俱乐部联系人接收球员的转会申请',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, response: m.transferSchema };
    },
  },
  clubDeclineTransfer: {
    method: 'POST',
    path: '/api/club/transfers/:id/decline',
    summary: '新俱乐部联系人拒绝球员的转会申请',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, response: m.transferSchema };
    },
  },
  adminTransfers: {
    method: 'GET',
    path: '/api/admin/transfers',
    summary: '转会申请（待审核在前）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { response: m.transferListSchema };
    },
  },
  approveTransfer: {
    method: 'POST',
    path: '/api/admin/transfers/:id/approve',
    summary: '批准转会：原俱乐部会籍结束，新俱乐部会籍开始',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, response: m.transferSchema };
    },
  },
  rejectTransfer: {
    method: 'POST',
    path: '/api/admin/transfers/:id/reject',
    summary: '驳回转会（须填写原因）',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, body: m.rejectTransferBody, response: m.transferSchema };
    },
  },
  competitionEligibility: {
    method: 'GET',
    path: '/api/admin/competitions/:id/eligibility',
    summary: '赛事的参赛资格：所属年度、要求、例外和已通过名单中失效的球员',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, response: m.competitionEligibilitySchema };
    },
  },
  eligibilityRules: {
    method: 'POST',
    path: '/api/admin/competitions/:id/eligibility/rules',
    summary: '设置赛事是否要求球员登记身份证号码或持有效证书',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return {
        params: c.idParam,
        body: m.eligibilityRulesBody,
        response: m.competitionEligibilitySchema,
      };
    },
  },
  grantException: {
    method: 'POST',
    path: '/api/admin/competitions/:id/eligibility/exceptions',
    summary: '允许一名球员例外参赛（须填写原因，记入操作记录）',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return {
        params: c.idParam,
        body: m.grantExceptionBody,
        response: m.competitionEligibilitySchema,
      };
    },
  },
  insuranceExport: {
    method: 'GET',
    path: '/api/admin/competitions/:id/insurance',
    summary: '导出保险名单（已通过名单的姓名、性别、出生日期和完整身份证号码；记入操作记录）',
    tags,
    file: true,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, response: m.insuranceFileSchema };
    },
  },
} satisfies RouteGroup;
