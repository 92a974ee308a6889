// The deliveries' Chinese text: the reasons staff read on the 系统 page, and the email's words.
export const DELIVERY_MESSAGES = {
  noMailer: '未配置邮件服务（SMTP_URL），邮件未发送',
  noEmail: '收件人没有邮箱地址',
  noPhone: '收件人没有手机号',
  smsDayUsedUp: '该手机号今天的短信通知已达上限',
  mailRefused: (code: number) => `邮件服务器拒绝接收（${code}）`,
  mailBusy: (code: number) => `邮件服务器暂时无法接收（${code}）`,
  mailUnreachable: (code: string) => `无法连接邮件服务器（${code}）`,
  mailFooter:
    '—— 飞盘协会。登录门户，在「消息」中查看详情；不想再收到这类邮件，可在「消息」的设置中关闭。',
  unexpected: '发送时出错，将重试',
} as const;
