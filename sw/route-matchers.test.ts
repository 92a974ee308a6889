import { describe, expect, test } from 'vitest';
import {
  isApiPath,
  isCacheableImage,
  isDownloadFilePath,
  isStorableFileResponse,
  navigationDenylist,
  scoringNavigation,
} from './route-matchers';

const deniedAt = (scopePath: string, pathAndQuery: string) =>
  navigationDenylist(scopePath).some((pattern) => pattern.test(pathAndQuery));

describe('navigation fallback', () => {
  test('client-side routes get the shell, at the root and under a base path', () => {
    for (const path of [
      '/',
      '/home',
      '/scoring/login',
      '/news/detail/12?tab=a.b',
      '/query/club/MIX',
    ]) {
      expect(deniedAt('/', path), path).toBe(false);
    }
    expect(deniedAt('/portal/', '/portal/notice/notice_train')).toBe(false);
  });

  test('the API never gets the shell', () => {
    expect(deniedAt('/', '/api/site/config')).toBe(true);
    expect(deniedAt('/portal/', '/portal/api/downloads/3/file')).toBe(true);
    expect(deniedAt('/portal/', '/api/site/config')).toBe(true);
  });

  test('a file opened in its own tab goes to the network', () => {
    expect(deniedAt('/', '/demo/news-1.jpg')).toBe(true);
    expect(deniedAt('/', '/uploads/rules.pdf?v=2')).toBe(true);
    expect(deniedAt('/', '/scoring/login?redirect=/scoring/game')).toBe(false);
  });

  test('a base path with regex characters is taken literally', () => {
    expect(deniedAt('/a.b/', '/a.b/api/x')).toBe(true);
    expect(deniedAt('/a.b/', '/axb/api/x')).toBe(false);
  });
});

describe('the scoring area', () => {
  test('its pages get the scoring page, at the root and under a base path', () => {
    for (const path of ['/scoring', '/scoring/', '/scoring/match/list', '/scoring?x=1']) {
      expect(scoringNavigation('/').test(path), path).toBe(true);
    }
    expect(scoringNavigation('/portal/').test('/portal/scoring/match/detail?id=3')).toBe(true);
  });

  test('portal pages and look-alike paths do not', () => {
    for (const path of ['/', '/home', '/scoringboard', '/news/scoring', '/portal/scoring/x']) {
      expect(scoringNavigation('/').test(path), path).toBe(false);
    }
    expect(scoringNavigation('/portal/').test('/scoring/login')).toBe(false);
  });
});

describe('runtime caching', () => {
  test('only API paths count as API', () => {
    expect(isApiPath('/api/news', '/')).toBe(true);
    expect(isApiPath('/apis', '/')).toBe(false);
    expect(isApiPath('/news/api', '/')).toBe(false);
  });

  test('download files are recognised, other API calls are not', () => {
    expect(isDownloadFilePath('/api/downloads/17/file', '/')).toBe(true);
    expect(isDownloadFilePath('/portal/api/downloads/ab-9/file', '/portal/')).toBe(true);
    expect(isDownloadFilePath('/api/downloads/17', '/')).toBe(false);
    expect(isDownloadFilePath('/api/downloads/list', '/')).toBe(false);
    expect(isDownloadFilePath('/static/downloads/17/file', '/')).toBe(false);
  });

  test('page images are cached, API images (a captcha) are not', () => {
    expect(isCacheableImage('image', '/demo/club-1.png', '/')).toBe(true);
    expect(isCacheableImage('image', '/api/captcha', '/')).toBe(false);
    expect(isCacheableImage('script', '/assets/index.js', '/')).toBe(false);
  });

  test('an error envelope is never stored as a downloaded file', () => {
    expect(isStorableFileResponse(200, 'application/pdf')).toBe(true);
    expect(isStorableFileResponse(200, null)).toBe(true);
    expect(isStorableFileResponse(200, 'application/json; charset=utf-8')).toBe(false);
    expect(isStorableFileResponse(404, 'application/pdf')).toBe(false);
  });
});
