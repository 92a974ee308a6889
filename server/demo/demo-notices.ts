// Twenty-one notices over the four categories. `day` is days before today.
import type { NoticesTable } from '../db/schema';
import type { DemoContext } from './demo-context';
import { addDays, isoAt } from './demo-dates';
import { article, type ArticleParts } from './demo-html';

interface DemoNotice extends ArticleParts {
  category: NoticesTable['category'];
  title: string;
  summary: string;
  day: number;
}

const notices = (year: string): DemoNotice[] => [
  {
    category: 'notice_competition',
    title: `关于举办${year}年全国极限飞盘锦标赛的通知`,
    summary: '锦标赛将在上海举行，八支混合组俱乐部参赛，现将有关事项通知如下。',
    day: 45,
    lead: [
      '为推动极限飞盘运动在全国的普及与提高，经研究，协会决定举办本年度全国极限飞盘锦标赛。',
      '比赛设混合组，采用世界飞盘联合会现行规则及协会补充规定。',
    ],
    heading: '参赛要求',
    points: [
      '参赛俱乐部须为本会审核通过的注册俱乐部；',
      '每队报名不超过 24 人，其中男队员不少于 6 人、女队员不少于 5 人；',
      '所有队员须购买比赛期间的人身意外伤害保险。',
    ],
    closing: '请各俱乐部按时通过网站“赛事报名”提交报名名单。',
  },
  {
    category: 'notice_competition',
    title: `${year}年全国飞盘联赛（华东赛区）报名通知`,
    summary: '联赛华东赛区报名已开启，报名截止前可在线修改参赛名单。',
    day: 10,
    lead: ['全国飞盘联赛华东赛区比赛将于杭州举行，面向全国混合组俱乐部开放报名。'],
    heading: '报名方式',
    points: [
      '俱乐部联系人登录网站后进入“赛事报名”；',
      '选择参赛队员并填写号码，男队员不少于 6 人、女队员不少于 4 人；',
      '报名截止后协会统一审核，结果以网站公示为准。',
    ],
    closing: '报名咨询请拨打协会竞赛部电话。',
  },
  {
    category: 'notice_competition',
    title: '全国极限飞盘锦标赛赛程及场地安排公布',
    summary: '小组赛、半决赛与决赛的时间和场地已确定，请各队提前熟悉场地。',
    day: 5,
    lead: ['锦标赛共三个比赛日，第一天进行小组循环赛，第二天进行半决赛和排位赛，第三天进行决赛。'],
    heading: '场地须知',
    points: [
      '比赛场地为天然草坪，建议穿着飞盘专用钉鞋；',
      '每场比赛赛前 30 分钟检录；',
      '场边设有医疗点与补水点。',
    ],
  },
  {
    category: 'notice_competition',
    title: '关于规范赛事记分员工作的通知',
    summary: '自本赛季起，所有正式比赛使用协会离线记分系统实时记录比分。',
    day: 20,
    lead: [
      '为保证比赛数据准确、及时，协会在正式比赛中启用离线记分系统，记分员在场边用手机记录每一分。',
    ],
    heading: '工作要求',
    points: [
      '记分员赛前登录并下载当天比赛名单；',
      '每一分记录得分队员和助攻队员，记错可以撤销；',
      '比赛结束后确认比分，系统自动同步。',
    ],
  },
  {
    category: 'notice_competition',
    title: '全国女子飞盘锦标赛竞赛规程',
    summary: '女子锦标赛竞赛规程发布，请各女子俱乐部认真阅读。',
    day: 320,
    lead: [
      '为促进女子飞盘运动发展，协会举办全国女子飞盘锦标赛，本规程对参赛资格、赛制和奖励作出规定。',
    ],
    heading: '赛制',
    points: [
      '单循环赛制，按胜场数排名；',
      '胜场相同时比较相互间胜负关系和净胜分；',
      '设团体前三名和“飞盘精神奖”。',
    ],
  },
  {
    category: 'notice_competition',
    title: '深圳国际飞盘邀请赛参赛队伍名单公示',
    summary: '经审核，四支队伍获得邀请赛参赛资格，现予公示。',
    day: 55,
    lead: ['深圳国际飞盘邀请赛报名工作已经结束，经协会审核，以下队伍获得参赛资格。'],
    heading: '公示期',
    points: [
      '公示期为五个工作日；',
      '如有异议，请以书面形式向协会竞赛部反映；',
      '公示期满无异议的，名单正式生效。',
    ],
  },
  {
    category: 'notice_train',
    title: `${year}年第二期三级教练员培训班招生通知`,
    summary: '培训班将在北京举办，面向有意从事飞盘教学的俱乐部骨干和体育教师。',
    day: 12,
    lead: ['为壮大飞盘教练员队伍，协会将举办本年度第二期三级教练员培训班。'],
    heading: '报名条件',
    points: [
      '年满 18 周岁，热爱飞盘运动；',
      '有一年以上飞盘训练或比赛经历；',
      '完成线上理论课程并通过测试。',
    ],
    closing: '培训合格者颁发三级教练员证书。',
  },
  {
    category: 'notice_train',
    title: '二级裁判员培训暨考核安排',
    summary: '二级裁判员培训将在成都举行，含规则理论、场上判罚和观察员实践。',
    day: 18,
    lead: ['根据裁判员等级管理办法，协会组织本年度二级裁判员培训与考核。'],
    heading: '课程安排',
    points: [
      '第一天：规则精讲与案例分析；',
      '第二天：观察员场上实践；',
      '第三天：理论考试和实践考核。',
    ],
  },
  {
    category: 'notice_train',
    title: '关于教练员证书年度注册的通知',
    summary: '持有效证书的教练员请于年底前完成年度注册。',
    day: 30,
    lead: ['教练员证书实行年度注册制度，未按时注册的证书将暂停使用。'],
    heading: '注册流程',
    points: [
      '登录网站个人中心核对证书信息；',
      '上传年度执教记录；',
      '等待协会审核，审核结果短信通知。',
    ],
  },
  {
    category: 'notice_train',
    title: '青少年飞盘指导员公益培训名单公布',
    summary: '首批 60 名青少年飞盘指导员培训名单公布，培训免费。',
    day: 40,
    lead: ['为推动飞盘进校园，协会开展青少年飞盘指导员公益培训。'],
    heading: '注意事项',
    points: [
      '请学员携带运动装备和身份证件；',
      '培训期间统一安排午餐；',
      '全程参加并通过考核者获得结业证明。',
    ],
  },
  {
    category: 'notice_train',
    title: '一级教练员研修班延期举办的通知',
    summary: '受场地调整影响，一级教练员研修班延期两周举办。',
    day: 60,
    lead: ['原定于下月举办的一级教练员研修班因场地调整需要延期，具体时间另行通知。'],
    heading: '已报名学员',
    points: ['报名资格自动保留；', '如需退费，请联系培训部；', '研修内容和费用不变。'],
  },
  {
    category: 'notice_publicity',
    title: '新注册俱乐部审核结果公示',
    summary: '本月共有三家俱乐部通过注册审核，现予以公示。',
    day: 7,
    lead: ['根据俱乐部注册管理办法，协会对本月提交注册申请的俱乐部进行了审核。'],
    heading: '公示说明',
    points: [
      '公示期为七天；',
      '公示期内可对公示内容提出意见；',
      '公示期满后正式纳入注册俱乐部名录。',
    ],
  },
  {
    category: 'notice_publicity',
    title: '三级教练员培训合格人员名单公示',
    summary: '上期三级教练员培训班考核合格人员名单公示。',
    day: 25,
    lead: ['上期三级教练员培训班共有 48 名学员参加考核，42 名学员考核合格。'],
    heading: '证书领取',
    points: [
      '电子证书将在公示期满后发放；',
      '可在“查询中心”查询证书信息；',
      '纸质证书由所在俱乐部统一领取。',
    ],
  },
  {
    category: 'notice_publicity',
    title: '年度“飞盘精神奖”评选结果公示',
    summary: '经各队互评与评委会审议，年度“飞盘精神奖”评选结果揭晓。',
    day: 35,
    lead: ['飞盘精神是这项运动的灵魂。本年度评选综合了各场比赛的精神评分和评委会意见。'],
    heading: '评选依据',
    points: ['规则知识与运用；', '避免犯规与身体接触；', '公正的心态和积极的沟通。'],
  },
  {
    category: 'notice_publicity',
    title: '国家级裁判员晋升人选公示',
    summary: '两名一级裁判员拟晋升为国家级裁判员，现予公示。',
    day: 80,
    lead: ['根据裁判员技术等级晋升办法，经考核和评议，提出国家级裁判员晋升人选。'],
    heading: '监督方式',
    points: ['公示期内接受实名反映；', '反映问题须具体、有依据；', '协会对反映人信息严格保密。'],
  },
  {
    category: 'notice_publicity',
    title: '协会会员单位年度检查结果公示',
    summary: '年度检查工作结束，全部会员单位检查合格。',
    day: 100,
    lead: ['协会对全体会员单位开展了年度检查，检查内容包括注册信息、活动开展和安全管理情况。'],
    heading: '后续工作',
    points: ['请各单位及时更新联系人信息；', '完善训练安全预案；', '按时参加协会组织的会员大会。'],
  },
  {
    category: 'notice_other',
    title: '协会办公地址变更的通知',
    summary: '协会办公室迁入新址，联系电话保持不变。',
    day: 15,
    lead: ['因工作需要，协会办公室自下周一起迁入新址办公。'],
    heading: '新地址信息',
    points: [
      '地址：北京市朝阳区体育路 8 号 3 层；',
      '工作时间：周一至周五 9:00—17:30；',
      '服务热线不变。',
    ],
  },
  {
    category: 'notice_other',
    title: '关于防范冒用协会名义开展活动的提醒',
    summary: '近期发现有机构冒用协会名义收费培训，请广大飞盘爱好者提高警惕。',
    day: 22,
    lead: ['协会从未授权任何机构以协会名义收取考证费用。'],
    heading: '如何核实',
    points: ['协会活动均在官方网站发布；', '证书可在“查询中心”核验；', '发现可疑情况请致电协会。'],
  },
  {
    category: 'notice_other',
    title: '国庆假期协会办公安排',
    summary: '假期期间协会办公室暂停对外办公，网站服务照常。',
    day: 50,
    lead: ['假期期间如有紧急事务，请通过电子邮箱联系协会。'],
    heading: '安排',
    points: [
      '假期期间暂停现场办公；',
      '网站注册和报名功能正常使用；',
      '节后第一个工作日恢复正常办公。',
    ],
  },
  {
    category: 'notice_other',
    title: '协会志愿者招募公告',
    summary: '全国锦标赛需要记分员、场务和医疗志愿者，欢迎报名。',
    day: 28,
    lead: ['志愿者是比赛顺利进行的重要保障。我们诚邀热爱飞盘的朋友加入志愿者团队。'],
    heading: '岗位',
    points: [
      '记分员：使用手机记录比分；',
      '场务：协助场地布置和检录；',
      '医疗：有急救证书者优先。',
    ],
    closing: '志愿者将获得服务证明和纪念品。',
  },
  {
    category: 'notice_other',
    title: '网站新版上线试运行公告',
    summary: '新版网站支持手机访问和离线浏览，欢迎提出意见。',
    day: 3,
    lead: ['新版网站针对手机做了全面优化，浏览过的页面在没有网络时也能打开。'],
    heading: '新功能',
    points: [
      '添加到手机桌面即可像应用一样使用；',
      '比赛比分实时更新；',
      '俱乐部可在线管理名单和报名。',
    ],
  },
];

export async function insertNotices(ctx: DemoContext): Promise<void> {
  const year = ctx.today.slice(0, 4);
  await ctx.trx
    .insertInto('notices')
    .values(
      notices(year).map((n) => ({
        category: n.category,
        title: n.title,
        summary: n.summary,
        content: article(n),
        published_at: isoAt(addDays(ctx.today, -n.day), '10:00'),
      })),
    )
    .execute();
}
