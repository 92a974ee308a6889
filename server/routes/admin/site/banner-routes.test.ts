import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Home } from '../../../../src/contract/content-home';
import type { BannerList } from '../../../../src/contract/admin-site';
import {
  CHINESE_REFUSAL,
  siteFixture,
  type SiteFixture,
} from '../../../test-support/site-test-fixture';

let f: SiteFixture;
beforeAll(async () => {
  f = await siteFixture();
});
afterAll(() => f.t.close());

const banner = { image: '/uploads/3/banner.png', title: '春季联赛开幕', url: '/match' };
const outside = {
  image: 'https://cdn.example.com/b.jpg',
  title: '合作活动',
  url: 'https://example.com/a?b=1',
};

describe('首页横幅', () => {
  it('refuses bad banners in Chinese and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ list: [{ ...banner, url: 'javascript:alert(1)' }] }, '横幅链接必须是站内路径'],
      [{ list: [{ ...banner, url: 'JavaScript:alert(1)' }] }, '横幅链接必须是站内路径'],
      [{ list: [{ ...banner, url: 'data:text/html,<script>1</script>' }] }, '横幅链接'],
      [{ list: [{ ...banner, image: 'javascript:x' }] }, '横幅图片必须是站内路径'],
      [{ list: [{ ...banner, title: '' }] }, '请输入横幅标题'],
      [{ list: [{ ...banner, title: '长'.repeat(61) }] }, '横幅标题不能超过 60 个字'],
      [{ list: [{ ...banner, title: 7 }] }, '横幅标题必须是文字'],
      [{ list: 'banner' }, '横幅列表格式不正确'],
      [{ list: Array.from({ length: 11 }, () => banner) }, '首页横幅最多 10 个'],
    ];
    for (const [body, message] of cases) {
      const answer = await f.staff('POST', '/api/admin/site/banners', body);
      expect(answer.message, JSON.stringify(body)).toContain(message);
      expect(answer.message).toMatch(CHINESE_REFUSAL);
    }
    expect((await f.visit<Home>('/api/index')).data.banners).toHaveLength(3);
    expect(await f.auditCount()).toBe(0);
  });

  it('adds, reorders and removes, and /api/index shows each at once', async () => {
    const demo = (await f.staff<BannerList>('GET', '/api/admin/site/banners')).data.list;
    expect(demo).toHaveLength(3);

    await f.staff('POST', '/api/admin/site/banners', { list: [...demo, banner] });
    expect((await f.visit<Home>('/api/index')).data.banners.at(-1)).toEqual(banner);

    const reordered = [banner, outside, demo[0]];
    const answer = await f.staff<BannerList>('POST', '/api/admin/site/banners', {
      list: reordered,
    });
    expect(answer).toMatchObject({ code: 0, data: { list: reordered } });
    expect((await f.visit<Home>('/api/index')).data.banners).toEqual(reordered);

    await f.staff('POST', '/api/admin/site/banners', { list: [] });
    expect((await f.visit<Home>('/api/index')).data.banners).toEqual([]);

    const audit = await f.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'site.banners')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(3);
    expect(JSON.parse(audit[1]?.before ?? '')).toHaveLength(4);
    expect(JSON.parse(audit[1]?.after ?? '')).toEqual(reordered);
  });
});
