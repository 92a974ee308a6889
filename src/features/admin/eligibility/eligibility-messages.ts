// Every Chinese word of a competition's eligibility and insurance export in the console.
export const ELIGIBILITY_MESSAGES = {
  title: '参赛资格',
  season: (year: number) =>
    `本赛事属于 ${year} 年度：名单上的球员须有 ${year} 年度有效的球员注册。`,
  noSeason: '没有年度包含本赛事的开始日期，暂不检查参赛资格。',
  requiresIdentity: '另须登记身份证号码或持有效证书。',
  flagsTitle: '已通过名单中不再符合资格的球员',
  flagsHint: '这些球员仍在名单上，请联系俱乐部或允许其例外参赛。',
  noFlags: '已通过的名单中没有失效的球员。',
  exceptionsTitle: '例外参赛',
  noExceptions: '还没有例外。',
  exceptionOf: (name: string, reason: string) => `${name}：${reason}`,
  grant: '允许例外',
  grantName: (name: string) => `允许例外：${name}`,
  grantTitle: (name: string) => `允许 ${name} 例外参赛`,
  reason: '例外原因',
  reasonHint: '原因记入操作记录。',
  cancel: '取消',
  granted: '已允许该球员例外参赛',
  flagOnRoster: '参赛资格',
  insuranceTitle: '保险名单',
  insuranceHint:
    '下载已通过名单的姓名、性别、出生日期和完整身份证号码（Excel）。每次导出都记入操作记录，请妥善保管文件。',
  insuranceButton: '导出保险名单',
  insuranceFile: (id: number) => `保险名单-${id}.xlsx`,
} as const;
