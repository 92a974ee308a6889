// The console's payments (src/features/admin/payments): the treasurer's list, confirming or
// refusing a transfer, money taken in person, and the account transfers go to.
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：缴费'];
const schemas = (load: SchemaLoad) => Promise.all([load('membership-payments'), load('common')]);

export const adminPaymentsApi = {
  list: {
    method: 'GET',
    path: '/api/admin/membership/payments',
    summary: '缴费列表（按年度、状态筛选）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { query: p.paymentListQuery, response: p.paymentListSchema };
    },
  },
  confirm: {
    method: 'POST',
    path: '/api/admin/membership/payments/:id/confirm',
    summary: '确认收款：编收据号，报名生效',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, response: p.paymentSchema };
    },
  },
  refuse: {
    method: 'POST',
    path: '/api/admin/membership/payments/:id/refuse',
    summary: '退回转账凭证（附原因），报名回到待缴费',
    tags,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, body: p.refuseBody, response: p.paymentSchema };
    },
  },
  inPerson: {
    method: 'POST',
    path: '/api/admin/membership/payments/in-person',
    summary: '登记现场缴费（立即确认并编收据号）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { body: p.inPersonBody, response: p.paymentSchema };
    },
  },
  bankAccount: {
    method: 'GET',
    path: '/api/admin/membership/bank-account',
    summary: '协会收款账户',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { response: p.bankAccountSchema.nullable() };
    },
  },
  saveBankAccount: {
    method: 'POST',
    path: '/api/admin/membership/bank-account',
    summary: '修改协会收款账户（户名、开户行、账号）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { body: p.bankAccountSchema, response: p.bankAccountSchema };
    },
  },
} satisfies RouteGroup;
