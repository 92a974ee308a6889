// The demo clubs: fifteen approved clubs over the three divisions in ten cities, plus one club
// still waiting for the association's approval. All names are made up.
import type { ClubStatus, Division } from '../db/schema';

export interface DemoClub {
  name: string;
  division: Division;
  city: string;
  foundedYear: number;
  intro: string;
  status: ClubStatus;
}

const club = (
  name: string,
  division: Division,
  city: string,
  foundedYear: number,
  intro: string,
  status: ClubStatus = 'approved',
): DemoClub => ({ name, division, city, foundedYear, intro, status });

/** The first club is the demo contact's (13800000002) and the demo player's (13800000001). */
export const DEMO_CLUBS: readonly DemoClub[] = [
  club(
    '北京飞羽飞盘俱乐部',
    'MIX',
    '北京',
    2016,
    '北京最早的混合组极限飞盘俱乐部之一，每周三晚在朝阳公园训练，欢迎零基础队员。',
  ),
  club(
    '上海浦江飞盘俱乐部',
    'MIX',
    '上海',
    2015,
    '扎根黄浦江畔的老牌俱乐部，曾多次进入全国锦标赛四强，重视青训与女子队员培养。',
  ),
  club(
    '广州木棉飞盘俱乐部',
    'MIX',
    '广州',
    2017,
    '以木棉花为名，热情、坚韧。常年在天河体育中心周边训练，兼顾竞技与社区推广。',
  ),
  club(
    '深圳湾极限飞盘俱乐部',
    'MIX',
    '深圳',
    2018,
    '由科技园的飞盘爱好者创立，队员来自二十多家公司，周末在深圳湾体育中心训练。',
  ),
  club(
    '成都熊猫飞盘俱乐部',
    'MIX',
    '成都',
    2017,
    '西南地区规模最大的飞盘俱乐部之一，坚持“飞盘精神”第一，比赛风格以快速传递见长。',
  ),
  club(
    '杭州西湖飞盘俱乐部',
    'MIX',
    '杭州',
    2019,
    '在西湖边的草坪上起步，如今拥有三支梯队，每年承办杭州飞盘公开赛。',
  ),
  club(
    '武汉江城飞盘俱乐部',
    'MIX',
    '武汉',
    2018,
    '由高校飞盘社团毕业生组建，与武汉多所大学社团保持长期交流。',
  ),
  club(
    '西安长安飞盘俱乐部',
    'MIX',
    '西安',
    2019,
    '古城里的年轻运动，俱乐部每月在城墙下举办开放日，带新人体验第一次掷盘。',
  ),
  club(
    '南京钟山飞盘俱乐部',
    'MALE',
    '南京',
    2016,
    '男子组强队，防守凶悍，长传精准，两度获得全国男子组亚军。',
  ),
  club(
    '北京燕山男子飞盘队',
    'MALE',
    '北京',
    2020,
    '专注男子组竞技的年轻队伍，队员平均年龄二十四岁，体能训练扎实。',
  ),
  club(
    '重庆山城男子飞盘俱乐部',
    'MALE',
    '重庆',
    2019,
    '在坡坡坎坎的山城练就好脚力，擅长高强度人盯人防守。',
  ),
  club(
    '上海玉兰女子飞盘俱乐部',
    'FEMALE',
    '上海',
    2017,
    '上海第一支女子飞盘俱乐部，致力于让更多女性爱上飞盘运动。',
  ),
  club(
    '广州珠江女子飞盘俱乐部',
    'FEMALE',
    '广州',
    2018,
    '珠江边成长起来的女子队，技术细腻，多名队员入选国家集训名单。',
  ),
  club(
    '成都锦城女子飞盘俱乐部',
    'FEMALE',
    '成都',
    2020,
    '成都女子飞盘的新生力量，每周两次训练，重视基本功与团队配合。',
  ),
  club(
    '杭州钱塘女子飞盘俱乐部',
    'FEMALE',
    '杭州',
    2021,
    '以钱塘潮为名，敢拼敢冲，近两年成绩提升很快。',
  ),
  club('厦门鹭岛飞盘俱乐部', 'MIX', '厦门', 2024, '新成立的俱乐部，正在等待协会审核。', 'pending'),
];

/** Simple club badges under public/demo/: one per club, in this order. */
export const clubLogo = (index: number) => `/demo/club-${(index % 8) + 1}.svg`;
