import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: true });
});
afterAll(() => t.close());

const WEIRD_VALUES = [
  '',
  '%00',
  '-1',
  '1e309',
  '9'.repeat(40),
  'NaN',
  '%27%20or%201%3D1--',
  '%E4%B8%AD',
  '[]',
];
const QUERIES = [
  '/api/notices?category=',
  '/api/news?category=',
  '/api/trainings?kind=',
  '/api/downloads?category=',
  '/api/competitions?year=',
  '/api/competitions?status=',
  '/api/clubs?division=',
  '/api/clubs?name=',
  '/api/master/search?level=',
  '/api/user/search?clubId=',
  '/api/user/search?name=',
  '/api/notices?page=',
  '/api/lovConfig/lov/getByTypes?lovTypes=',
];
const PATHS = [
  '/api/notices/',
  '/api/news/',
  '/api/games/',
  '/api/competitions/',
  '/api/clubs/',
  '/api/trainings/',
  '/api/sport/categories/',
  '/api/downloads/',
  '/api/index/search/',
  '/api/site/pages/',
];

describe('bad input to the content API', () => {
  it('never answers 5xx, and answers a Chinese message when it refuses', async () => {
    const urls = [
      ...QUERIES.flatMap((q) => WEIRD_VALUES.map((v) => `${q}${v}`)),
      ...PATHS.flatMap((p) => WEIRD_VALUES.filter((v) => v !== '').map((v) => `${p}${v}`)),
      '/api/notices?category[]=notice_train',
      '/api/notices?category[a]=b',
      '/api/lovConfig/lov/getByTypes?lovTypes[a]=COOPERATOR_TYPE',
      '/api/competitions?year[]=2024&year[]=2025',
      '/api/user/search?gender[]=F',
      '/api/competitions/1/teams/x',
      '/api/downloads/abc/file',
      '/api/notices?page=9007199254740991&pageSize=100',
      `/api/index/search/${'%E4%B8%AD'.repeat(60)}`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      if (
        response.statusCode === 200 &&
        String(response.headers['content-type']).includes('json')
      ) {
        const body = response.json<{ code: number; message: string }>();
        if (body.code !== 0) expect(body.message, url).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });
});
