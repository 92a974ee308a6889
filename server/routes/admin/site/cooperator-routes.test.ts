import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCooperators } from '../../../../src/contract/admin-site';
import type { CooperatorList } from '../../../../src/contract/content-portal';
import { siteFixture, type SiteFixture } from '../../../test-support/site-test-fixture';

let f: SiteFixture;
beforeAll(async () => {
  f = await siteFixture();
});
afterAll(() => f.t.close());

const read = async () =>
  (await f.staff<AdminCooperators>('GET', '/api/admin/site/cooperators')).data;
const publicNames = async () =>
  (await f.visit<CooperatorList>('/api/cooperators')).data.map((item) => item.name);

describe('合作伙伴', () => {
  it('answers the cooperators in order with the COOPERATOR_TYPE groups', async () => {
    const { types, list } = await read();
    expect(types.map((type) => type.value)).toEqual(['host', 'co_host', 'sponsor', 'media']);
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ name: '飞盘运动协会', type: 'host', url: '' });
  });

  it('refuses in Chinese and changes nothing', async () => {
    const { list } = await read();
    const cases: [unknown, string][] = [
      [
        { list: [...list, { name: '新单位', type: 'nobody', logo: '/a.png', url: '' }] },
        '合作类型「nobody」不存在',
      ],
      [{ list: [...list, { name: '', type: 'host', logo: '/a.png', url: '' }] }, '请输入单位名称'],
      [
        {
          list: [
            ...list,
            { name: '新单位', type: 'host', logo: '/a.png', url: 'javascript:void(0)' },
          ],
        },
        '单位网址必须是站内路径',
      ],
      [
        { list: [...list, { name: '单'.repeat(51), type: 'host', logo: '/a.png', url: '' }] },
        '单位名称不能超过 50 个字',
      ],
      [
        { list: [...list, { name: '新单位', type: 'host', logo: 5, url: '' }] },
        '标志图片必须是文字',
      ],
      [{ list: [{ ...list[0], id: 999999 }] }, '合作伙伴已被他人修改或删除'],
      [{ list: [list[0], list[0]] }, '同一项在列表中出现了两次'],
    ];
    for (const [body, message] of cases) {
      const answer = await f.staff('POST', '/api/admin/site/cooperators', body);
      expect(answer.message, JSON.stringify(body)).toContain(message);
    }
    expect((await read()).list).toEqual(list);
    expect(await f.auditCount()).toBe(0);
  });

  it('adds, edits, moves and removes in one save, shown publicly at once', async () => {
    await f.visit('/api/index');
    const { list } = await read();
    const [first, second, ...rest] = list;
    if (!first || !second) throw new Error('demo cooperators missing');
    const saved = (
      await f.staff<AdminCooperators>('POST', '/api/admin/site/cooperators', {
        list: [
          { ...second, name: '城市草坪运动中心' },
          first,
          ...rest.slice(1),
          { name: '晨风体育', type: 'media', logo: '/uploads/9/x.png', url: 'https://example.com' },
        ],
      })
    ).data.list;
    expect(saved.map((item) => item.name)).toEqual([
      '城市草坪运动中心',
      '飞盘运动协会',
      ...rest.slice(1).map((item) => item.name),
      '晨风体育',
    ]);
    expect(saved.at(-1)).toMatchObject({ type: 'media', url: 'https://example.com' });
    const names = await publicNames();
    expect(names).toContain('晨风体育');
    expect(names).not.toContain(rest[0]?.name);
    const home = await f.visit<{ cooperators: { type: string; items: { name: string }[] }[] }>(
      '/api/index',
    );
    const media = home.data.cooperators.find((group) => group.type === 'media');
    expect(media?.items.map((item) => item.name)).toContain('晨风体育');

    const audit = await f.t.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit.action).toBe('site.cooperators');
    expect(JSON.parse(audit.before ?? '')).toHaveLength(6);
    expect(JSON.parse(audit.after ?? '')).toHaveLength(6);
  });
});
