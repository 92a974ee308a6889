// What the payments say to people (docs/membership.md, "Payments"), in one place.
import { paymentLabels, yuan } from '../../../../src/contract/membership-payments';

export const paymentMessages = {
  registrationMissing: '所选报名不存在',
  notYours: '只能为本人、本俱乐部或本俱乐部在队队员的报名缴费',
  notAwaitingPayment: (name: string, status: string) =>
    `${name}的报名当前为「${status}」，不是待缴费，不能缴费`,
  mixedSeasons: '一次缴费只能包含同一年度的报名',
  amountMismatch: (due: number) => `金额与应缴费用不符：应缴 ${yuan(due)}`,
  paymentMissing: '缴费记录不存在',
  alreadyConfirmed: (number: string | null) =>
    `这笔缴费已确认（收据号 ${number ?? '—'}），不能重复确认`,
  alreadyRefused: '这笔缴费已退回，不能再确认或退回；请付款人重新提交',
  receiptFileMissing: '转账凭证不存在',
  guardianConsentMissing: '未满 18 周岁，等待监护人同意',
  noBankAccount: '协会尚未设置收款账户，请联系协会工作人员',
  submitted: '转账凭证已提交，等待协会确认',
  confirmed: '已确认收款',
  refused: '已退回',
  recorded: '现场缴费已登记',
  bankAccountSaved: '收款账户已保存',
} as const;

export const auditSummaries = {
  submit: (amountFen: number, count: number) => `提交转账凭证：${yuan(amountFen)}，${count} 个报名`,
  confirm: (receiptNumber: string, amountFen: number) =>
    `确认收款：收据 ${receiptNumber}，${yuan(amountFen)}`,
  refuse: (id: number, reason: string) => `退回缴费 #${id}：${reason}`,
  inPerson: (receiptNumber: string, amountFen: number) =>
    `登记现场缴费：收据 ${receiptNumber}，${yuan(amountFen)}`,
  bankAccount: '修改协会收款账户',
} as const;

export const statusLabel = (status: keyof typeof paymentLabels.registration) =>
  paymentLabels.registration[status];
