// The Chinese text of the console's download calls: refusals, confirmations and audit lines.
export const DOWNLOADS_MESSAGES = {
  download: '下载',
  file: '文件',
  uploadRequired: '请上传文件',
  uploadMissing: '上传的文件不存在，请重新上传',
  saved: '下载已保存',
  published: '下载已发布',
  scheduled: '下载将按时发布',
  withdrawn: '下载已撤回',
  pinned: '下载已置顶',
  unpinned: '下载已取消置顶',
  audit: {
    create: (name: string, fileName: string) => `新建下载：${name}（${fileName}）`,
    update: (name: string) => `修改下载：${name}`,
    replace: (name: string, fileName: string) => `修改下载并更换文件：${name}（${fileName}）`,
    publish: (name: string, at: string) => `发布下载：${name}（${at} 起显示）`,
    withdraw: (name: string) => `撤回下载：${name}`,
    pin: (name: string, pinned: boolean) => `${pinned ? '置顶' : '取消置顶'}下载：${name}`,
  },
} as const;
