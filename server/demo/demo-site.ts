// Every list-of-values type of src/contract/lov.ts, the site configuration and the cooperators.
// The association and all companies here are made up.
import type { LovType } from '../../src/contract/lov';
import type { DemoContext } from './demo-context';
import { CERTIFICATE_LEVELS } from './demo-certificates';

const LOVS: Record<LovType, [value: string, name: string][]> = {
  COOPERATOR_TYPE: [
    ['host', '主办单位'],
    ['co_host', '协办单位'],
    ['sponsor', '赞助商'],
    ['media', '合作媒体'],
  ],
  CERTIFICATE_TYPE: CERTIFICATE_LEVELS.map((level) => [level.value, level.name]),
  COMPETITION_LEVEL: [
    ['A', 'A级赛事（全国锦标赛）'],
    ['B', 'B级赛事（全国联赛）'],
    ['C', 'C级赛事（地方公开赛）'],
    ['INTL', '国际赛事'],
  ],
  GLOBAL_CONFIG: [
    ['400-800-2025', '服务热线'],
    ['周一至周五 9:00—17:30', '工作时间'],
    ['60000', '数据缓存时间（毫秒）'],
  ],
  COOPERATOR_IMAGE_HEIGHT: [['60', '合作单位标志高度（像素）']],
  COM_COOPERATOR_TYPE: [
    ['title_sponsor', '冠名赞助'],
    ['official_supplier', '官方供应商'],
    ['media_partner', '合作媒体'],
  ],
  GLOBAL_IMAGE_LINK: [
    ['/match', '赛事中心'],
    ['/query/club', '俱乐部查询'],
    ['/training/coach', '教练员培训'],
    ['/download/frisbee_rule', '规则下载'],
    ['/register/club', '俱乐部注册'],
  ],
  COMPETITION_COOPERATOR: [
    ['/demo/coop-3.svg', '青禾体育用品有限公司'],
    ['/demo/coop-4.svg', '远航运动饮料'],
    ['/demo/coop-5.svg', '云帆传媒'],
  ],
};

const COOPERATORS: [name: string, type: string, logo: string][] = [
  ['飞盘运动协会', 'host', '/demo/coop-1.svg'],
  ['城市草坪运动发展中心', 'co_host', '/demo/coop-2.svg'],
  ['青禾体育用品有限公司', 'sponsor', '/demo/coop-3.svg'],
  ['远航运动饮料', 'sponsor', '/demo/coop-4.svg'],
  ['云帆传媒', 'media', '/demo/coop-5.svg'],
  ['星野户外装备', 'sponsor', '/demo/coop-6.svg'],
];

const SITE_CONFIG = {
  name: '飞盘运动协会',
  logos: [
    { url: '/demo/logo.svg', alt: '飞盘运动协会标志' },
    { url: '/demo/logo-mark.svg', alt: '飞盘运动协会图形标志' },
  ],
  slogan: '让每个人都能享受飞盘的快乐',
  icp: '演示站点 · 未备案',
  contact: {
    phone: '400-800-2025',
    email: 'contact@feipan.example',
    address: '北京市朝阳区体育路 8 号 3 层',
  },
  banners: [
    { image: '/demo/banner-1.svg', title: '全国极限飞盘锦标赛火热进行中', url: '/match' },
    {
      image: '/demo/banner-2.svg',
      title: '飞盘进校园：第一百所学校',
      url: '/news/news_internal',
    },
    {
      image: '/demo/banner-3.svg',
      title: '全国飞盘联赛报名开启',
      // The list of competitions open for entry: /match/apply needs a competition id.
      url: '/match?status=registering',
    },
  ],
};

export async function insertSiteData(ctx: DemoContext): Promise<void> {
  const lovRows = (Object.keys(LOVS) as LovType[]).flatMap((type) =>
    LOVS[type].map(([value, name], i) => ({ type, value, name, sort: i + 1 })),
  );
  await ctx.trx.insertInto('lovs').values(lovRows).execute();
  await ctx.trx
    .insertInto('site_config')
    .values(
      Object.entries(SITE_CONFIG).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
    )
    .execute();
  await ctx.trx
    .insertInto('cooperators')
    .values(
      COOPERATORS.map(([name, type, logo], i) => ({
        name,
        type,
        logo,
        url: null,
        sort: i + 1,
      })),
    )
    .execute();
}
