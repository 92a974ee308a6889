// The Chinese the 站点设置 calls answer with: refusals and the audit log's lines.

export const SITE_MESSAGES = {
  stale: (what: string) => `${what}已被他人修改或删除，请刷新后重试`,
  repeatedId: '同一项在列表中出现了两次，请刷新后重试',
  repeatedValue: (value: string) => `取值「${value}」重复`,
  repeatedLink: (url: string) => `链接地址「${url}」重复`,
  unknownCooperatorType: (type: string) => `合作类型「${type}」不存在，请先在数据字典中添加`,
  valueInUse: (name: string) => `「${name}」正在使用，不能删除`,
  valueFixed: (name: string) => `「${name}」正在使用，取值不能修改，只能改名称`,
  logoAlt: (siteName: string) => `${siteName}标志`,
  audit: {
    basic: (name: string) => `修改站点基本信息：${name}`,
    contact: '修改联系方式',
    banners: (count: number) => `保存首页横幅（${count} 个）`,
    cooperators: (count: number) => `保存合作伙伴（${count} 个）`,
    links: (count: number) => `保存快捷链接（${count} 个）`,
    lovs: (type: string, count: number) => `保存数据字典 ${type}（${count} 项）`,
  },
} as const;
