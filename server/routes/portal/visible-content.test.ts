// The visitor's side of the content life cycle (docs/console.md): every public list, detail, the
// home page and the search show only published rows whose time has come, pinned rows first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { Body, Page } from '../../test-support/demo-app';
import type { Home, SearchResult } from '../../../src/contract/content-home';

const NOW = Date.now();
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const DAY = 24 * 3600 * 1000;
const MARK = '生命周期测试';

/** The four rows each kind gets: three a visitor must not see and one pinned from long ago. */
const CASES = [
  { key: 'draft', status: 'draft', published_at: '', pinned: 0 },
  { key: 'withdrawn', status: 'withdrawn', published_at: iso(-DAY), pinned: 0 },
  { key: 'scheduled', status: 'published', published_at: iso(60_000), pinned: 0 },
  { key: 'pinned', status: 'published', published_at: iso(-400 * DAY), pinned: 1 },
] as const;
type CaseKey = (typeof CASES)[number]['key'];

let test: TestApp;
const ids: Record<string, Record<CaseKey, number>> = {};

async function get<T>(url: string): Promise<Body<T>> {
  const response = await test.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json<Body<T>>();
}

async function seed(): Promise<void> {
  const db = test.db;
  for (const kind of ['notices', 'news', 'trainings', 'downloads', 'sport'] as const) {
    ids[kind] = {} as Record<CaseKey, number>;
    for (const row of CASES) {
      const life = { status: row.status, published_at: row.published_at, pinned: row.pinned };
      const title = `${MARK}${kind}${row.key}`;
      const { id } = await (kind === 'notices'
        ? db
            .insertInto('notices')
            .values({
              ...life,
              category: 'notice_train',
              title,
              summary: title,
              content: '<p>正文</p>',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        : kind === 'news'
          ? db
              .insertInto('news')
              .values({
                ...life,
                category: 'news_internal',
                title,
                summary: title,
                content: '<p>正文</p>',
                cover: null,
                source: null,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          : kind === 'trainings'
            ? db
                .insertInto('trainings')
                .values({
                  ...life,
                  kind: 'judge',
                  title,
                  level: 'judge_1',
                  city: '上海',
                  place: '体育馆',
                  start_date: '2020-01-01',
                  end_date: '2020-01-02',
                  fee: 0,
                  capacity: 10,
                  signup_deadline: '2019-12-31',
                  signup: '',
                  content: '<p>正文</p>',
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            : kind === 'downloads'
              ? db
                  .insertInto('downloads')
                  .values({
                    ...life,
                    category: 'edu_file',
                    name: title,
                    file_name: 'a.txt',
                    mime: 'text/plain',
                    size: 1,
                    data: Buffer.from('a'),
                  })
                  .returning('id')
                  .executeTakeFirstOrThrow()
              : db
                  .insertInto('sport_categories')
                  .values({
                    ...life,
                    name: title,
                    summary: title,
                    content: '<p>正文</p>',
                    image: null,
                    sort: 999,
                  })
                  .returning('id')
                  .executeTakeFirstOrThrow());
      ids[kind][row.key] = id;
    }
  }
}

beforeAll(async () => {
  test = await buildTestApp({ demo: true, now: () => NOW });
  await seed();
});
afterAll(() => test.close());

const hidden: CaseKey[] = ['draft', 'withdrawn', 'scheduled'];

describe('what a visitor sees of content with a life cycle', () => {
  it.each([
    ['notices', '/api/notices?category=notice_train&pageSize=100'],
    ['news', '/api/news?category=news_internal&pageSize=100'],
    ['trainings', '/api/trainings?kind=judge&pageSize=100'],
    ['downloads', '/api/downloads?category=edu_file&pageSize=100'],
  ])('%s: the list holds the pinned row first and none of the hidden ones', async (kind, url) => {
    const page = await get<Page<{ id: number }>>(url);
    const listed = page.data.list.map((row) => row.id);
    expect(listed[0]).toBe(ids[kind]?.pinned);
    for (const key of hidden) expect(listed).not.toContain(ids[kind]?.[key]);
    expect(page.data.total).toBe(listed.length);
  });

  it('sport pages: the pinned one first, the hidden ones left out', async () => {
    const list = await get<{ id: number }[]>('/api/sport/categories');
    const listed = list.data.map((row) => row.id);
    expect(listed[0]).toBe(ids.sport?.pinned);
    for (const key of hidden) expect(listed).not.toContain(ids.sport?.[key]);
  });

  it.each([
    ['notices', '/api/notices/', '公告不存在'],
    ['news', '/api/news/', '新闻不存在'],
    ['trainings', '/api/trainings/', '培训不存在'],
    ['sport', '/api/sport/categories/', '飞盘项目不存在'],
  ])(
    '%s: a hidden row answers as a missing one, a published one opens',
    async (kind, path, message) => {
      for (const key of hidden) {
        expect(await get(`${path}${ids[kind]?.[key]}`)).toMatchObject({ code: 1004, message });
      }
      expect(await get(`${path}99999`)).toMatchObject({ code: 1004, message });
      expect((await get(`${path}${ids[kind]?.pinned}`)).code).toBe(0);
    },
  );

  it('downloads: a hidden file is not served', async () => {
    for (const key of hidden) {
      expect(await get(`/api/downloads/${ids.downloads?.[key]}/file`)).toMatchObject({
        code: 1004,
        message: '文件不存在',
      });
    }
    const file = await test.app.inject({
      method: 'GET',
      url: `/api/downloads/${ids.downloads?.pinned}/file`,
    });
    expect(file.body).toBe('a');
  });

  it('the home page and the search leave the hidden rows out and put the pinned first', async () => {
    const home = await get<Home>('/api/index');
    expect(home.data.notices.notice_train[0]?.id).toBe(ids.notices?.pinned);
    expect(home.data.news[0]?.id).toBe(ids.news?.pinned);

    const search = await get<SearchResult>(`/api/index/search/${encodeURIComponent(MARK)}`);
    const found = (section: { list: { id: number }[] }) => section.list.map((row) => row.id);
    expect(found(search.data.notices)).toEqual([ids.notices?.pinned]);
    expect(found(search.data.news)).toEqual([ids.news?.pinned]);
    expect(found(search.data.trainings)).toEqual([ids.trainings?.pinned]);
  });
});

describe('a scheduled row', () => {
  it('appears once its time has come, with no job to run', async () => {
    const later = await buildTestApp({ now: () => NOW + 120_000 });
    try {
      const { id } = await later.db
        .insertInto('notices')
        .values({
          category: 'notice_other',
          title: '定时',
          summary: '',
          content: '',
          status: 'published',
          published_at: iso(60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const response = await later.app.inject({ method: 'GET', url: `/api/notices/${id}` });
      expect(response.json<Body>().code).toBe(0);
    } finally {
      await later.close();
    }
  });
});
