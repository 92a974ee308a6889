// The console's page calls through the real app: the sport's pages (life cycle, audit, what
// visitors see) and the about / join / contact text, whose draft never reaches visitors.
import { describe, expect, it } from 'vitest';
import type { AboutPage } from '../../../../src/contract/about-pages';
import type { AdminAboutPage, AdminSport } from '../../../../src/contract/admin-pages';
import { ErrorCode } from '../../../http/business-error';
import { useConsoleWorld } from '../../../test-support/console-test-fixture';

const world = useConsoleWorld();

const sport = (fields: Record<string, unknown> = {}) => ({
  name: '沙滩飞盘',
  summary: '在沙滩上进行的极限飞盘',
  content: '<p>沙滩上<img src="x" onerror="alert(1)"></p>',
  image: '/demo/ultimate.svg',
  sort: 7,
  ...fields,
});
const auditOf = (type: string, id: string | number) =>
  world.test.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
const publicSport = () =>
  world.call<{ id: number; name: string }[]>('GET', '/api/sport/categories', { ticket: '' });

describe('the sport pages', () => {
  it('creates a draft with its body sanitized, publishes it for visitors, withdraws it', async () => {
    const created = await world.call<AdminSport>('POST', '/api/admin/pages/sport', {
      payload: sport(),
    });
    expect(created).toMatchObject({
      code: 0,
      data: { name: '沙滩飞盘', status: 'draft', sort: 7, image: '/demo/ultimate.svg' },
    });
    expect(created.data.content).not.toContain('onerror');
    const id = created.data.id;
    expect((await publicSport()).data.map((row) => row.id)).not.toContain(id);

    const published = await world.call<AdminSport>('POST', `/api/admin/pages/sport/${id}/publish`, {
      payload: {},
    });
    expect(published).toMatchObject({ message: '页面已发布', data: { status: 'published' } });
    expect((await publicSport()).data.map((row) => row.id)).toContain(id);

    const edited = await world.call<AdminSport>('POST', `/api/admin/pages/sport/${id}`, {
      payload: sport({ name: '沙滩极限飞盘', image: '' }),
    });
    expect(edited.data).toMatchObject({ name: '沙滩极限飞盘', image: null, status: 'published' });

    await world.call('POST', `/api/admin/pages/sport/${id}/withdraw`);
    expect((await publicSport()).data.map((row) => row.id)).not.toContain(id);
    const rows = await auditOf('sport_category', id);
    expect(rows.map((row) => row.action)).toEqual([
      'sport.create',
      'sport.publish',
      'sport.update',
      'sport.withdraw',
    ]);
    expect(rows[2]?.summary).toBe('修改飞盘运动页面：沙滩极限飞盘');
  });

  it('lists every page whatever its status, searched and filtered', async () => {
    await world.call('POST', '/api/admin/pages/sport', { payload: sport({ name: '室内飞盘' }) });
    type Rows = { list: AdminSport[]; total: number };
    const all = await world.call<Rows>('GET', '/api/admin/pages/sport?size=100');
    expect(all.data.list.some((row) => row.status === 'published')).toBe(true);
    const found = await world.call<Rows>('GET', '/api/admin/pages/sport?q=室内');
    expect(found.data.list.map((row) => row.name)).toEqual(['室内飞盘']);
    const drafts = await world.call<Rows>('GET', '/api/admin/pages/sport?status=draft&size=100');
    expect(drafts.data.list.every((row) => row.status === 'draft')).toBe(true);
  });

  const bad: [string, unknown, string][] = [
    ['an empty body', {}, '请填写名称'],
    ['a name too long', sport({ name: '名'.repeat(51) }), '名称不能超过 50 个字'],
    ['a sort of the wrong type', sport({ sort: '第一' }), '排序必须是数字'],
    [
      'a script address as image',
      sport({ image: 'javascript:alert(1)' }),
      '图片地址应以 / 或 https:// 开头',
    ],
    [
      'another host as image',
      sport({ image: '//evil.example/x.png' }),
      '图片地址应以 / 或 https:// 开头',
    ],
  ];
  it.each(bad)(
    'refuses %s with a Chinese message and changes nothing',
    async (_, payload, message) => {
      const before = await Promise.all([
        world.snapshot('sport_categories'),
        world.snapshot('audit_log'),
      ]);
      const created = await world.call('POST', '/api/admin/pages/sport', { payload });
      expect(created).toMatchObject({ code: ErrorCode.validation, message });
      const updated = await world.call('POST', '/api/admin/pages/sport/1', { payload });
      expect(updated).toMatchObject({ code: ErrorCode.validation, message });
      expect(
        await Promise.all([world.snapshot('sport_categories'), world.snapshot('audit_log')]),
      ).toEqual(before);
    },
  );

  it('answers 飞盘运动页面不存在 for an unknown page', async () => {
    const answer = await world.call('GET', '/api/admin/pages/sport/999999');
    expect(answer).toMatchObject({ code: ErrorCode.notFound, message: '飞盘运动页面不存在' });
  });
});

describe('the about / join / contact pages', () => {
  const visitorSees = async (key: string) =>
    (await world.call<AboutPage>('GET', `/api/site/pages/${key}`, { ticket: '' })).data;

  it('shows visitors nothing until published; a draft stays apart from what they see', async () => {
    expect(await visitorSees('about')).toEqual({ key: 'about', content: null, publishedAt: null });

    const published = await world.call<AdminAboutPage>(
      'POST',
      '/api/admin/pages/about/about/publish',
      { payload: { content: '<p>协会简介<script>alert(1)</script></p>' } },
    );
    expect(published).toMatchObject({
      code: 0,
      data: { key: 'about', draft: null, published: { content: '<p>协会简介</p>', by: '周晓东' } },
    });
    expect(await visitorSees('about')).toMatchObject({ content: '<p>协会简介</p>' });

    const draft = await world.call<AdminAboutPage>('POST', '/api/admin/pages/about/about/draft', {
      payload: { content: '<p>新的简介草稿</p>' },
    });
    expect(draft).toMatchObject({
      message: '草稿已保存，访客看到的内容未变',
      data: {
        draft: { content: '<p>新的简介草稿</p>' },
        published: { content: '<p>协会简介</p>' },
      },
    });
    expect(await visitorSees('about')).toMatchObject({ content: '<p>协会简介</p>' });

    const list = await world.call<AdminAboutPage[]>('GET', '/api/admin/pages/about');
    expect(list.data.map((page) => page.key)).toEqual(['about', 'join', 'contact']);
    expect(list.data[0]?.draft?.content).toBe('<p>新的简介草稿</p>');

    const rows = await auditOf('site_config', 'page:about');
    expect(rows.map((row) => [row.action, row.summary])).toEqual([
      ['about.publish', '发布「关于我们」'],
      ['about.draft', '保存「关于我们」草稿'],
    ]);
  });

  it('refuses an unknown page, a body of the wrong type or too long, changing nothing', async () => {
    const before = await Promise.all([world.snapshot('site_config'), world.snapshot('audit_log')]);
    const unknown = await world.call('POST', '/api/admin/pages/about/history/publish', {
      payload: { content: '<p>x</p>' },
    });
    expect(unknown).toMatchObject({
      code: ErrorCode.validation,
      message: '页面只能是关于我们、加入我们或联系我们',
    });
    const wrongType = await world.call('POST', '/api/admin/pages/about/join/draft', {
      payload: { content: 42 },
    });
    expect(wrongType).toMatchObject({ code: ErrorCode.validation, message: '正文必须是文字' });
    const tooLong = await world.call('POST', '/api/admin/pages/about/join/publish', {
      payload: { content: 'x'.repeat(200_001) },
    });
    expect(tooLong).toMatchObject({
      code: ErrorCode.validation,
      message: '正文不能超过 200000 个字符',
    });
    expect(await Promise.all([world.snapshot('site_config'), world.snapshot('audit_log')])).toEqual(
      before,
    );
    const visitor = await world.call('GET', '/api/site/pages/history', { ticket: '' });
    expect(visitor.code).toBe(ErrorCode.validation);
  });
});
