import { describe, expect, test } from 'vitest';
import { locationOf, readQueryState, requestOf, targetOfPath } from './query-filters';

describe('targetOfPath', () => {
  test('reads the tab and the club division from the path', () => {
    expect(targetOfPath('/query/club')).toEqual({ target: 'club' });
    expect(targetOfPath('/query/club/FEMALE')).toEqual({ target: 'club', division: 'FEMALE' });
    expect(targetOfPath('/query/judge/')).toEqual({ target: 'judge' });
    expect(targetOfPath('/query/player')).toEqual({ target: 'player' });
  });
});

describe('readQueryState', () => {
  test('keeps only the filters of the tab, trimmed and non-empty', () => {
    const state = readQueryState('/query/coach', '?name=%20张%20&club=飞羽&city=&level=level2');
    expect(state).toEqual({ target: 'coach', filters: { name: '张', level: 'level2' }, page: 1 });
  });

  test('takes the division from the path, never from the query string', () => {
    expect(readQueryState('/query/club/MALE', '?division=FEMALE').filters).toEqual({
      division: 'MALE',
    });
    expect(readQueryState('/query/club', '?division=FEMALE').filters).toEqual({});
  });

  test('a page that is not a positive integer is page 1', () => {
    expect(readQueryState('/query/player', '?page=3').page).toBe(3);
    for (const page of ['0', '-2', '1.5', 'abc', '']) {
      expect(readQueryState('/query/player', `?page=${page}`).page).toBe(1);
    }
  });
});

describe('locationOf', () => {
  test('puts the division in the path and leaves page 1 out', () => {
    expect(
      locationOf({ target: 'club', filters: { name: '飞羽', division: 'MIX' }, page: 1 }),
    ).toEqual({ pathname: '/query/club/MIX', search: `?name=${encodeURIComponent('飞羽')}` });
    expect(locationOf({ target: 'judge', filters: {}, page: 2 })).toEqual({
      pathname: '/query/judge',
      search: '?page=2',
    });
  });

  test('round-trips through readQueryState', () => {
    const state = {
      target: 'player' as const,
      filters: { name: '李', club: '浦江', city: '上海' },
      page: 4,
    };
    const { pathname, search } = locationOf(state);
    expect(readQueryState(pathname, search)).toEqual(state);
  });
});

describe('requestOf', () => {
  test('asks each target its own endpoint', () => {
    const club = requestOf(readQueryState('/query/club/FEMALE', '?city=北京'));
    expect(club.route.path).toBe('/api/clubs');
    expect(club.query).toMatchObject({ division: 'FEMALE', city: '北京', page: 1 });
    expect(requestOf(readQueryState('/query/player', '?club=飞羽')).route.path).toBe(
      '/api/user/search',
    );
    const judge = requestOf(readQueryState('/query/judge', '?level=national&page=2'));
    expect(judge.route.path).toBe('/api/master/search');
    expect(judge.query).toMatchObject({ kind: 'judge', level: 'national', page: 2 });
  });
});
