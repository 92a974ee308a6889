// A payer's fees (src/features/membership/payments): what is owed, the transfer's receipt sent, and
// the receipt read back by its owner (or staff).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['会员：缴费'];
const schemas = (load: SchemaLoad) => Promise.all([load('membership-payments'), load('common')]);

export const membershipPaymentsApi = {
  mine: {
    method: 'GET',
    path: '/api/membership/payments',
    summary: '我的缴费：待缴费的报名、协会收款账户和已提交的缴费',
    description: '俱乐部联系人还能看到本俱乐部及其在队队员的待缴费报名。',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { response: p.myPaymentsSchema };
    },
  },
  submitTransfer: {
    method: 'POST',
    path: '/api/membership/payments',
    summary: '上传对公转账凭证，为一个或多个待缴费报名缴费',
    description:
      '请求体是凭证的原始字节（Content-Type: application/octet-stream）；查询参数 registrationIds（逗号分隔）、amountFen（应缴总额，单位分）、fileName。' +
      '凭证类型由文件内容判断：PNG、JPG、WebP 图片或 PDF，不超过 5 MB。成功后报名变为待审核。',
    tags,
    bodyEncoding: 'raw',
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { query: p.submitTransferQuery, body: p.receiptBody, response: p.paymentSchema };
    },
  },
  receiptFile: {
    method: 'GET',
    path: '/api/membership/payments/:id/receipt-file',
    summary: '读取转账凭证（仅上传者本人和工作人员）',
    tags,
    file: true,
    schemas: async (load) => {
      const [p, c] = await schemas(load);
      return { params: c.idParam, response: p.receiptFileSchema };
    },
  },
} satisfies RouteGroup;
