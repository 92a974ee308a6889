// Every Chinese string of the update prompt, in one place.
export const UPDATE_MESSAGES = {
  newVersion: '发现新版本',
  newVersionHint: '更新后页面会重新加载。',
  heldHint: '有待同步的记分数据，同步完成后再更新',
  applyNow: '立即更新',
  later: '稍后',
  offlineReady: '应用已可离线使用',
  offlineReadyHint: '没有网络时也能打开访问过的页面并继续记分。',
  gotIt: '知道了',
  defaultHoldReason: '记分数据待同步',
} as const;
