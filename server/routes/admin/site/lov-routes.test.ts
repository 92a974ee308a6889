import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLovEntries, AdminQuickLinks } from '../../../../src/contract/admin-site';
import type { Home } from '../../../../src/contract/content-home';
import type { LovList } from '../../../../src/contract/lov';
import { siteFixture, type SiteFixture } from '../../../test-support/site-test-fixture';

let f: SiteFixture;
beforeAll(async () => {
  f = await siteFixture();
});
afterAll(() => f.t.close());

const entries = async (type: string) =>
  (await f.staff<AdminLovEntries>('GET', `/api/admin/site/lovs?type=${type}`)).data.list;
const publicLov = async (type: string) =>
  (await f.visit<LovList>(`/api/lovConfig/lov/getByTypes?lovTypes=${type}`)).data;
const save = (type: string, list: unknown) =>
  f.staff<AdminLovEntries>('POST', '/api/admin/site/lovs', { type, list });

describe('数据字典', () => {
  it('marks the values records use', async () => {
    const levels = await entries('COOPERATOR_TYPE');
    expect(levels.every((entry) => entry.inUse)).toBe(true);
    expect((await entries('COM_COOPERATOR_TYPE')).some((entry) => entry.inUse)).toBe(false);
  });

  it('refuses in Chinese to remove or change a value in use, and bad entries', async () => {
    const types = await entries('COOPERATOR_TYPE');
    const [host, ...others] = types;
    if (!host) throw new Error('demo COOPERATOR_TYPE missing');
    const cases: [unknown, string][] = [
      [others, '「主办单位」正在使用，不能删除'],
      [[{ ...host, value: 'organiser' }, ...others], '「主办单位」正在使用，取值不能修改'],
      [[...types, { value: 'host', name: '又一个' }], '取值「host」重复'],
      [[...types, { value: '', name: '空' }], '请输入取值'],
      [[...types, { value: 'x', name: '名'.repeat(51) }], '名称不能超过 50 个字'],
      [[...types, { value: 'x', name: null }], '名称必须是文字'],
    ];
    for (const [list, message] of cases) {
      const answer = await save('COOPERATOR_TYPE', list);
      expect(answer.message, JSON.stringify(list)).toContain(message);
    }
    expect((await save('NO_SUCH_TYPE', [])).message).toContain('数据字典类型不正确');
    expect((await save('GLOBAL_IMAGE_LINK', [])).message).toContain('数据字典类型不正确');
    expect(await entries('COOPERATOR_TYPE')).toEqual(types);
    expect(await f.auditCount()).toBe(0);
  });

  it('renames, adds, reorders and removes unused values; the public list follows at once', async () => {
    const before = await publicLov('COOPERATOR_TYPE');
    const [host, coHost, sponsor, media] = await entries('COOPERATOR_TYPE');
    const answer = await save('COOPERATOR_TYPE', [
      media,
      { ...host, name: '主办' },
      coHost,
      sponsor,
      { value: 'supporter', name: '支持单位' },
    ]);
    expect(answer.code).toBe(0);
    const after = await publicLov('COOPERATOR_TYPE');
    expect(after).not.toEqual(before);
    expect(after.map((item) => item.name)).toEqual([
      '合作媒体',
      '主办',
      '协办单位',
      '赞助商',
      '支持单位',
    ]);
    const added = answer.data.list.at(-1);
    expect(added).toMatchObject({ value: 'supporter', inUse: false });
    // Unused, so it may go again.
    expect((await save('COOPERATOR_TYPE', answer.data.list.slice(0, 4))).code).toBe(0);
    expect((await publicLov('COOPERATOR_TYPE')).map((item) => item.value)).not.toContain(
      'supporter',
    );
    const audit = await f.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'site.lovs')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]?.target_id).toBe('COOPERATOR_TYPE');
  });
});

describe('快捷链接', () => {
  const read = async () =>
    (await f.staff<AdminQuickLinks>('GET', '/api/admin/site/links')).data.list;

  it('refuses a javascript: link, a repeated one, an empty name, in Chinese', async () => {
    const links = await read();
    const cases: [unknown, string][] = [
      [
        [...links, { name: '坏链接', url: 'javascript:alert(document.cookie)' }],
        '链接地址必须是站内路径',
      ],
      [[...links, { name: '坏链接', url: ' /match' }], '链接地址「/match」重复'],
      [[...links, { name: '', url: '/about' }], '请输入链接名称'],
      [[...links, { name: '长'.repeat(21), url: '/about' }], '链接名称不能超过 20 个字'],
      [[...links, { name: '错', url: 1 }], '链接地址必须是文字'],
    ];
    for (const [list, message] of cases) {
      const answer = await f.staff('POST', '/api/admin/site/links', { list });
      expect(answer.message, JSON.stringify(list)).toContain(message);
    }
    expect(await read()).toEqual(links);
  });

  it('saves the links /home shows, at once', async () => {
    await f.visit('/api/index');
    const links = await read();
    const list = [{ name: '关于协会', url: '/about' }, ...links.slice(1)];
    const answer = await f.staff<AdminQuickLinks>('POST', '/api/admin/site/links', { list });
    expect(answer.data.list.map((link) => link.url)).toEqual(list.map((link) => link.url));
    const home = (await f.visit<Home>('/api/index')).data;
    expect(home.links[0]).toEqual({ name: '关于协会', url: '/about' });
    expect(home.links).toHaveLength(links.length);
  });
});
