// The Chinese text of the about / join / contact page.
export const ABOUT_MESSAGES = {
  tabsLabel: '关于协会',
  description: {
    about: '飞盘协会简介：协会的宗旨、主要工作与组织机构。',
    join: '加入飞盘协会：俱乐部注册、会员注册、志愿者与合作伙伴。',
    contact: '联系飞盘协会：电话、电子邮箱、地址与办公时间。',
  },
  aboutTitle: '关于我们',
  about: [
    '飞盘协会是由全国飞盘运动俱乐部、运动员、教练员、裁判员和爱好者自愿组成的非营利性体育社会组织，致力于在全国推广和发展飞盘运动。',
    '协会组织全国性飞盘赛事，开展教练员、裁判员培训与认证，管理俱乐部与会员注册，推动飞盘进校园、进社区，并代表国内飞盘界参与国际交流。',
    '协会倡导“飞盘精神”：尊重、公平、快乐。我们希望每一个人都能在飞盘运动中找到乐趣与朋友。',
  ],
  joinTitle: '加入我们',
  joinIntro: '无论你是俱乐部、球员还是热心的志愿者，都可以成为协会大家庭的一员：',
  joinWays: [
    {
      title: '俱乐部注册',
      text: '俱乐部联系人在线提交俱乐部资料，审核通过后即可管理名单、报名赛事。',
      link: { label: '注册俱乐部', to: '/register/club' },
    },
    {
      title: '会员注册',
      text: '球员用手机号注册会员，接受俱乐部邀请后即可参加正式比赛。',
      link: { label: '注册会员', to: '/register/member' },
    },
    {
      title: '教练员与裁判员',
      text: '参加协会组织的教练员、裁判员培训，考核合格后获得相应等级证书。',
      link: { label: '查看培训', to: '/training/coach' },
    },
  ],
  contactTitle: '联系我们',
  phone: '联系电话',
  hotline: '服务热线',
  email: '电子邮箱',
  address: '办公地址',
  hours: '工作时间',
  contactUnknown: '联系方式加载中，或请稍后再试。',
} as const;
