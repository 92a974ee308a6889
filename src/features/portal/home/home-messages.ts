// The Chinese text of the home page's sections (the hero's is in hero-messages.ts).
export const HOME_MESSAGES = {
  bannerLabel: '焦点图',
  noticesTitle: '通知公告',
  newsTitle: '新闻资讯',
  officialTitle: '官方公告',
  competitionsTitle: '赛事动态',
  quickLinksTitle: '快捷入口',
  cooperatorsTitle: '合作单位',
  more: '更多',
  moreOf: (what: string) => `更多${what}`,
  noCompetitions: '近期暂无赛事',
  noGames: '赛程即将公布',
  matchDetail: '查看赛程与比分',
  gameStatus: { live: '进行中', finished: '已结束', scheduled: '未开始' },
  competitionStatus: {
    registering: '报名中',
    upcoming: '即将开始',
    ongoing: '进行中',
    finished: '已结束',
  },
  vs: 'VS',
} as const;
