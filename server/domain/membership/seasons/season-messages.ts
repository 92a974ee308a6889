// The Chinese refusals and confirmations of the season, the waiver and registration.
import { KIND_LABELS, type RegistrationKind } from '../../../../src/contract/membership-season';

export const MSG = {
  season: '年度',
  registration: '注册',
  yearTaken: (year: number) => `${year}年度已存在`,
  seasonSaved: '年度已保存',
  waiverPublished: (version: number) => `免责声明第 ${version} 版已发布`,
  noSeason: '当前没有开放注册的年度',
  seasonEnded: (year: number) => `${year}年度已结束，不能再注册或续费`,
  alreadyRegistered: (year: number, kind: RegistrationKind) =>
    `你已登记${year}年度的${KIND_LABELS[kind]}注册，不能重复注册`,
  clubAlreadyRegistered: (year: number) => `俱乐部已登记${year}年度注册，不能重复注册`,
  noWaiver: '协会尚未发布免责声明，暂不能注册',
  oldWaiver: '免责声明已更新，请阅读并接受最新版本',
  birthDateMissing: '请填写出生日期，以确认是否未满 18 周岁',
  birthDateFuture: '出生日期不能晚于今天',
  guardianMissing: '未满 18 周岁须填写监护人姓名、电话、关系并勾选监护人同意',
  idNumberRequired: (year: number) => `${year}年度球员注册须先填写身份证号码`,
  waiverMissing: '请阅读并接受免责声明',
  notDraft: '该注册已提交，不能重复提交',
  notYours: '这不是你的注册',
  notContact: '只有俱乐部联系人可以为俱乐部注册',
  noClub: '你还没有俱乐部',
  clubNotApproved: '俱乐部审核通过后才能注册年度',
  registered: '注册已保存',
  submitted: '注册已提交',
  approved: '已审核通过',
  rejected: '已驳回',
  notAwaitingReview: '只有待审核的注册可以审核通过',
  feeNotZero: '该注册需缴费，请在缴费审核中确认',
  alreadyRejected: '该注册已驳回',
};
