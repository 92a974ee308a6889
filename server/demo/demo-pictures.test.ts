// The demo pictures show what their page is about: every picture the demo data names exists under
// public/, each 飞盘项目 page shows its own discipline, and a news picture's label fits its story.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateString } from '../db/local-date';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { loadDemoData } from './load-demo-data';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const labelOf = (url: string) =>
  /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(PUBLIC, url), 'utf8'))?.[1] ?? '';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await loadDemoData(t.db, localDateString());
});
afterAll(() => t.close());

describe('the demo pictures', () => {
  it('exist for every picture the demo data names', async () => {
    const db = t.db;
    const texts = [
      ...(await db.selectFrom('news').select(['cover', 'content']).execute()).flatMap((n) => [
        n.cover ?? '',
        n.content,
      ]),
      ...(await db.selectFrom('sport_categories').select(['image', 'content']).execute()).flatMap(
        (s) => [s.image ?? '', s.content],
      ),
      ...(await db.selectFrom('notices').select('content').execute()).map((n) => n.content),
      ...(await db.selectFrom('clubs').select('logo').execute()).map((c) => c.logo ?? ''),
      ...(await db.selectFrom('competitions').select('cover').execute()).map((c) => c.cover ?? ''),
      ...(await db.selectFrom('site_config').select('value').execute()).map((c) => c.value),
      ...(await db.selectFrom('cooperators').select('logo').execute()).map((c) => c.logo ?? ''),
    ];
    const pictures = new Set(texts.flatMap((text) => text.match(/\/demo\/[\w-]+\.svg/g) ?? []));
    expect(pictures.size).toBeGreaterThan(20);
    expect([...pictures].filter((url) => !existsSync(path.join(PUBLIC, url)))).toEqual([]);
  });

  it('shows each discipline its own picture, in the card and in the article', async () => {
    const sports = await t.db
      .selectFrom('sport_categories')
      .select(['name', 'image', 'content'])
      .execute();
    expect(sports).toHaveLength(7);
    for (const sport of sports) {
      const chinese = sport.name.split(' ')[0] as string;
      expect(labelOf(sport.image as string), sport.name).toBe(`${chinese}示意图`);
      expect(sport.content).toContain(`src="${sport.image}"`);
    }
    expect(new Set(sports.map((s) => s.image)).size).toBe(7);
  });

  it('labels each news picture with what its story is about', async () => {
    const news = await t.db.selectFrom('news').select(['title', 'content']).execute();
    const labelFor = (title: string) => {
      const src = /<img src="([^"]+)"/.exec(
        news.find((n) => n.title === title)?.content ?? '',
      )?.[1];
      return labelOf(src as string);
    };
    expect(labelFor('飞盘进校园活动走进第一百所学校')).toBe('新闻配图：校园');
    expect(labelFor('沙滩飞盘世界杯：中国队首次参赛')).toBe('新闻配图：沙滩');
    expect(labelFor('离线记分系统在锦标赛全面启用')).toBe('新闻配图：记分');
    expect(labelFor('【专访】记分员陈静：让每一分都被准确记录')).toBe('新闻配图：记分');
    expect(labelFor('国际飞盘组织发布新版规则解读')).toBe('新闻配图：规则');
    expect(labelFor('女子飞盘训练营在广州开营')).toBe('新闻配图：训练');
    expect(labelFor('关于发布《飞盘比赛安全保障指引》的公告')).toBe('新闻配图：安全');
    // A match picture only on stories about games.
    for (const story of news.filter((n) => labelFor(n.title) === '新闻配图：赛场')) {
      expect(story.title, story.title).toMatch(/锦标赛|赛事|运动会|小组赛/);
    }
  });
});
