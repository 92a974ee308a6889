import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOV_TYPES } from '../../../src/contract/lov';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { Body } from '../../test-support/demo-app';

let t: TestApp;
const get = async <T = unknown>(url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { response, body: response.body === '' ? null : response.json<Body<T>>() };
};

beforeAll(async () => {
  t = await buildTestApp({ demo: true });
});
afterAll(() => t.close());

describe('GET /api/lovConfig/lov/getByTypes', () => {
  it('answers the items of the asked types, comma list or repeated, in sort order', async () => {
    const { body } = await get<{ type: string; value: string; name: string }[]>(
      '/api/lovConfig/lov/getByTypes?lovTypes=COOPERATOR_TYPE,CERTIFICATE_TYPE&lovTypes=GLOBAL_IMAGE_LINK',
    );
    expect(body?.code).toBe(0);
    const types = new Set(body?.data.map((item) => item.type));
    expect(types).toEqual(new Set(['COOPERATOR_TYPE', 'CERTIFICATE_TYPE', 'GLOBAL_IMAGE_LINK']));
    expect(body?.data.filter((i) => i.type === 'COOPERATOR_TYPE').map((i) => i.name)).toEqual([
      '主办单位',
      '协办单位',
      '赞助商',
      '合作媒体',
    ]);
    expect(Object.keys(body?.data[0] ?? {}).sort()).toEqual(['name', 'type', 'value']);
  });

  it('has every list-of-values type of the contract in the demo data', async () => {
    const { body } = await get<{ type: string }[]>(
      `/api/lovConfig/lov/getByTypes?lovTypes=${LOV_TYPES.join(',')}`,
    );
    expect(new Set(body?.data.map((item) => item.type))).toEqual(new Set(LOV_TYPES));
  });

  it('refuses a missing, empty or malformed type list with a Chinese message', async () => {
    for (const url of [
      '/api/lovConfig/lov/getByTypes',
      '/api/lovConfig/lov/getByTypes?lovTypes=',
      '/api/lovConfig/lov/getByTypes?lovTypes=,,',
      '/api/lovConfig/lov/getByTypes?lovTypes=drop%20table',
    ]) {
      const { response, body } = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(body?.code, url).toBe(1001);
      expect(body?.message, url).toMatch(/值列表类型/);
    }
    const many = Array.from({ length: 21 }, (_, i) => `T${i}`).join(',');
    expect((await get(`/api/lovConfig/lov/getByTypes?lovTypes=${many}`)).body?.message).toBe(
      '一次最多查询 20 种值列表',
    );
  });
});

describe('GET /api/index', () => {
  it('gives the whole home page in one answer', async () => {
    const { body } = await get<{
      notices: Record<string, unknown[]>;
      news: { category: string }[];
      official: { category: string }[];
      competitions: { status: string; games: { date: string; status: string }[] }[];
      cooperators: { typeName: string; items: unknown[] }[];
      links: { name: string; url: string }[];
      banners: unknown[];
    }>('/api/index');
    expect(body?.code).toBe(0);
    const data = body?.data;
    expect(Object.keys(data?.notices ?? {}).sort()).toEqual([
      'notice_competition',
      'notice_other',
      'notice_publicity',
      'notice_train',
    ]);
    for (const list of Object.values(data?.notices ?? {})) expect(list).toHaveLength(5);
    expect(data?.news).toHaveLength(6);
    expect(data?.news.every((n) => n.category !== 'official')).toBe(true);
    expect(data?.official.length).toBeGreaterThan(0);
    expect(data?.official.every((n) => n.category === 'official')).toBe(true);
    expect(data?.competitions.every((c) => c.status !== 'finished')).toBe(true);
    const running = data?.competitions.find((c) => c.status === 'ongoing');
    expect(running?.games.map((g) => g.status)).toEqual(
      expect.arrayContaining(['live', 'scheduled', 'finished']),
    );
    expect(data?.cooperators[0]?.typeName).toBe('主办单位');
    expect(data?.links.length).toBeGreaterThan(0);
    expect(data?.banners.length).toBeGreaterThan(0);
  });

  it('answers 304 to a repeated GET with If-None-Match, and the same ETag again', async () => {
    const first = await get('/api/index');
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/api/index', { 'if-none-match': etag });
    expect(again.response.statusCode).toBe(304);
    expect(again.response.body).toBe('');
    expect(again.response.headers.etag).toBe(etag);
    const strong = await get('/api/index', { 'if-none-match': `"other", ${etag.slice(2)}` });
    expect(strong.response.statusCode).toBe(304);
    const stale = await get('/api/index', { 'if-none-match': '"something-else"' });
    expect(stale.response.statusCode).toBe(200);
  });

  it('shows news published for a later time within a minute of that time, with no write then', async () => {
    let now = Date.now();
    const clocked = await buildTestApp({ demo: true, now: () => now });
    try {
      const read = async () =>
        (await clocked.app.inject({ url: '/api/index' })).json<
          Body<{ official: { title: string }[] }>
        >();
      const before = await read();
      await clocked.db
        .insertInto('news')
        .values({
          category: 'official',
          title: '刚刚发布的官方公告',
          summary: '测试用公告',
          content: '<p>测试</p>',
          cover: null,
          source: null,
          published_at: new Date(now + 1000).toISOString(),
        })
        .execute();
      expect((await read()).data.official[0]?.title).toBe(before.data.official[0]?.title);
      now += 60_000;
      expect((await read()).data.official[0]?.title).toBe('刚刚发布的官方公告');
    } finally {
      await clocked.close();
    }
  });
});

describe('GET /api/site/config', () => {
  it('answers the site configuration with its logo list, and 304 when unchanged', async () => {
    const { response, body } = await get<{
      name: string;
      logos: { url: string; alt: string }[];
      contact: object;
    }>('/api/site/config');
    expect(body?.code).toBe(0);
    expect(body?.data.name).toBe('飞盘运动协会');
    expect(body?.data.logos[0]).toEqual({ url: '/demo/logo.svg', alt: '飞盘运动协会标志' });
    const again = await get('/api/site/config', {
      'if-none-match': response.headers.etag as string,
    });
    expect(again.response.statusCode).toBe(304);
  });

  it('falls back to a usable configuration on an empty database', async () => {
    const empty = await buildTestApp();
    try {
      const body = (await empty.app.inject({ url: '/api/site/config' })).json<
        Body<{ name: string; logos: unknown[] }>
      >();
      expect(body.code).toBe(0);
      expect(body.data.name).toBe('飞盘运动协会');
      expect(body.data.logos).toEqual([]);
      const home = (await empty.app.inject({ url: '/api/index' })).json<
        Body<{ news: unknown[] }>
      >();
      expect(home.code).toBe(0);
      expect(home.data.news).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/index/search/{keyword}', () => {
  it('searches notices, news, competitions, clubs and training', async () => {
    const { body } = await get<Record<string, { total: number; list: { id: number }[] }>>(
      `/api/index/search/${encodeURIComponent('锦标赛')}`,
    );
    expect(body?.code).toBe(0);
    expect(body?.data.notices?.total).toBeGreaterThan(0);
    expect(body?.data.news?.total).toBeGreaterThan(0);
    expect(body?.data.competitions?.total).toBeGreaterThanOrEqual(2);
    const clubs = await get<{ clubs: { total: number; list: { name: string }[] } }>(
      `/api/index/search/${encodeURIComponent('成都')}`,
    );
    expect(clubs.body?.data.clubs.list.map((c) => c.name)).toEqual(
      expect.arrayContaining(['成都熊猫飞盘俱乐部', '成都锦城女子飞盘俱乐部']),
    );
    const training = await get<{ trainings: { total: number } }>(
      `/api/index/search/${encodeURIComponent('裁判员')}`,
    );
    expect(training.body?.data.trainings.total).toBeGreaterThan(0);
  });

  it('takes % and _ literally and refuses an empty or too long keyword', async () => {
    const literal = await get<{ notices: { total: number }; clubs: { total: number } }>(
      '/api/index/search/%25',
    );
    expect(literal.body?.code).toBe(0);
    expect(literal.body?.data.notices.total).toBe(0);
    expect(literal.body?.data.clubs.total).toBe(0);
    const blank = await get('/api/index/search/%20%20');
    expect(blank.body).toMatchObject({ code: 1001, message: '请输入搜索关键字' });
    const long = await get(`/api/index/search/${encodeURIComponent('飞'.repeat(51))}`);
    expect(long.body).toMatchObject({ code: 1001, message: '搜索关键字不能超过 50 个字' });
  });
});
