import { describe, expect, it } from 'vitest';
import { useDemoApp, type Page } from '../../test-support/demo-app';

const { get } = useDemoApp(() => undefined);

describe('notices and news', () => {
  it('lists notices of one category, newest first, paginated', async () => {
    const body = await get<Page<{ category: string; publishedAt: string }>>(
      '/api/notices?category=notice_train&page=1&pageSize=3',
    );
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ page: 1, pageSize: 3 });
    expect(body.data.total).toBeGreaterThanOrEqual(5);
    expect(body.data.list).toHaveLength(3);
    expect(body.data.list.every((n) => n.category === 'notice_train')).toBe(true);
    const dates = body.data.list.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await get<Page<{ id: number }>>(
      '/api/notices?category=notice_train&page=2&pageSize=3',
    );
    expect(second.data.list.length).toBe(body.data.total - 3);
  });

  it('shows a notice with its HTML content and says 公告不存在 for an unknown id', async () => {
    const list = await get<Page<{ id: number }>>('/api/notices?pageSize=1');
    const id = list.data.list[0]?.id;
    const detail = await get<{ id: number; content: string }>(`/api/notices/${id}`);
    expect(detail.data.id).toBe(id);
    expect(detail.data.content).toMatch(/<p>.+<\/p>/);
    expect(await get('/api/notices/99999')).toMatchObject({ code: 1004, message: '公告不存在' });
  });

  it('refuses bad notice queries with Chinese messages', async () => {
    expect(await get('/api/notices?category=notice_x')).toMatchObject({
      code: 1001,
      message: '公告分类不正确',
    });
    expect(await get('/api/notices?page=0')).toMatchObject({ code: 1001, message: '页码最小为 1' });
    expect(await get('/api/notices?pageSize=1000')).toMatchObject({
      code: 1001,
      message: '每页条数最大为 100',
    });
    expect(await get('/api/notices?page=abc')).toMatchObject({
      code: 1001,
      message: '页码必须是数字',
    });
    expect(await get('/api/notices/abc')).toMatchObject({ code: 1001, message: '编号必须是数字' });
    expect(await get('/api/notices/1.5')).toMatchObject({ code: 1001, message: '编号必须是整数' });
    expect(await get('/api/notices/99999999999')).toMatchObject({
      code: 1001,
      message: '编号超出范围',
    });
  });

  it('lists news by category, official announcements included, with covers and HTML bodies', async () => {
    for (const category of ['news_internal', 'news_international', 'news_report']) {
      const body = await get<Page<{ category: string; cover: string | null }>>(
        `/api/news?category=${category}`,
      );
      expect(body.data.total, category).toBeGreaterThanOrEqual(7);
      expect(
        body.data.list.every((n) => n.category === category && n.cover?.startsWith('/demo/')),
      ).toBe(true);
    }
    const official = await get<Page<{ id: number; category: string }>>(
      '/api/news?category=official',
    );
    expect(official.data.total).toBeGreaterThanOrEqual(3);
    const detail = await get<{ content: string }>(`/api/news/${official.data.list[0]?.id}`);
    expect(detail.data.content).toMatch(/<h3>/);
    expect(detail.data.content).toMatch(/<img src="\/demo\/[^"]+" alt="[^"]+"/);
    expect(await get('/api/news?category=news')).toMatchObject({
      code: 1001,
      message: '新闻分类不正确',
    });
    expect(await get('/api/news/424242')).toMatchObject({ code: 1004, message: '新闻不存在' });
  });
});

describe('sport categories and cooperators', () => {
  it('lists sport categories in order and shows one', async () => {
    const list = await get<{ id: number; name: string }[]>('/api/sport/categories');
    expect(list.data.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        '极限飞盘 Ultimate',
        '飞盘高尔夫 Disc Golf',
        '勇气飞盘 Guts',
        '双盘争夺 DDC',
      ]),
    );
    expect(list.data[0]?.name).toBe('极限飞盘 Ultimate');
    const one = await get<{ content: string }>(`/api/sport/categories/${list.data[0]?.id}`);
    expect(one.data.content).toMatch(/<p>/);
    expect(await get('/api/sport/categories/999')).toMatchObject({
      code: 1004,
      message: '飞盘项目不存在',
    });
  });

  it('lists cooperators with their type names and logos', async () => {
    const body = await get<{ typeName: string; logo: string }[]>('/api/cooperators');
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.every((c) => c.logo.startsWith('/demo/') && c.typeName !== '')).toBe(true);
  });
});
