// A console write reaches visitors of this instance at once (content-changes.ts): publishing and
// withdrawing change /api/index and the server-rendered /home on the next request, although both
// are cached for seconds; without the signal they would still show the old content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Home } from '../../../../src/contract/content-home';
import type { PageRenderer } from '../../../http/page-render';
import {
  buildTestApp,
  loginAs,
  withTicket,
  type TestApp,
} from '../../../test-support/build-test-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>飞盘协会</title></head><body><div id="root"></div></body></html>';

/** Renders the home page as the titles of its competition notices, asking for /api/index. */
const renderer: PageRenderer = {
  renderPage: (_path, seed) => {
    const home = seed['/api/index']?.data as Home | undefined;
    const titles = home?.notices.notice_competition.map((row) => `<li>${row.title}</li>`) ?? [];
    return Promise.resolve({
      html: `<ul>${titles.join('')}</ul>`,
      title: '首页',
      seedElementId: 'swr-seed',
      missing: home ? [] : ['/api/index'],
    });
  },
};

let distDir: string;
let test: TestApp;
let staff: string;
// The clock stands still: nothing here may expire by time.
const clock = Date.now();

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-content-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  test = await buildTestApp({ demo: true, distDir, pageRenderer: renderer, now: () => clock });
  staff = await loginAs(test.app, '13800000000');
});
afterAll(async () => {
  await test.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const TITLE = '刚刚发布的赛事通知';
const homeHtml = async () => (await test.app.inject({ method: 'GET', url: '/home' })).body;
const indexTitles = async () =>
  (await test.app.inject({ method: 'GET', url: '/api/index' }))
    .json<{ data: Home }>()
    .data.notices.notice_competition.map((row) => row.title);
const post = (url: string, payload: object = {}) =>
  test.app
    .inject({ method: 'POST', url, headers: withTicket(staff), payload })
    .then((response) => response.json<{ code: number; data: { id: number } }>());

it('publishing and withdrawing show on /api/index and the rendered /home at once', async () => {
  // Both answers are now cached (for 5 s, and the page for as long as its answers stay the same).
  expect(await indexTitles()).not.toContain(TITLE);
  expect(await homeHtml()).not.toContain(TITLE);

  const created = await post('/api/admin/notices', {
    title: TITLE,
    category: 'notice_competition',
    summary: '',
    content: '<p>正文</p>',
  });
  expect(await post(`/api/admin/notices/${created.data.id}/publish`)).toMatchObject({ code: 0 });
  expect(await indexTitles()).toContain(TITLE);
  expect(await homeHtml()).toContain(TITLE);

  expect(await post(`/api/admin/notices/${created.data.id}/withdraw`)).toMatchObject({ code: 0 });
  expect(await indexTitles()).not.toContain(TITLE);
  expect(await homeHtml()).not.toContain(TITLE);
});
