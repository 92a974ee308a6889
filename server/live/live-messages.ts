// The live stream's refusals, in the words the API answers with.
export const LIVE_MSG = {
  busy: '实时比分连接已满，页面将定时刷新',
  tooManyFromAddress: '同一网络打开的实时比分页面过多，页面将定时刷新',
} as const;
