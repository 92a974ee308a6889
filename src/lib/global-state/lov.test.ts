import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOV_TYPES, type LovItem } from '../../contract/lov';
import { appStore } from '../app-store';
import { envelope, requestOf, stubFetch } from '../test-support/fake-fetch';
import { resetLib } from '../test-support/reset-lib';
import { globalAreaAtom, groupLovs, loadLovs, saveLovs, useLov, useLovName } from './lov';

const item = (type: string, value: string, name: string): LovItem => ({ type, value, name });
const lovs = () => appStore.get(globalAreaAtom).lovs;

beforeEach(async () => {
  await resetLib();
  appStore.set(globalAreaAtom, { lovs: {} });
});

describe('saveLovs', () => {
  it('merges entries in by type instead of replacing the map', () => {
    saveLovs({ COMPETITION_LEVEL: [item('COMPETITION_LEVEL', 'A', '全国')] });
    saveLovs({ CERTIFICATE_TYPE: [item('CERTIFICATE_TYPE', '1', '一级')] });
    expect(lovs()).toEqual({
      COMPETITION_LEVEL: [item('COMPETITION_LEVEL', 'A', '全国')],
      CERTIFICATE_TYPE: [item('CERTIFICATE_TYPE', '1', '一级')],
    });
    saveLovs({ COMPETITION_LEVEL: [item('COMPETITION_LEVEL', 'B', '省级')] });
    expect(lovs().COMPETITION_LEVEL).toEqual([item('COMPETITION_LEVEL', 'B', '省级')]);
    expect(lovs().CERTIFICATE_TYPE).toHaveLength(1);
  });

  it('groups a flat list by type, giving each requested type a list', () => {
    expect(
      groupLovs(
        [item('A', '1', '甲'), item('A', '2', '乙'), item('B', '1', '丙')],
        ['A', 'B', 'C'],
      ),
    ).toEqual({
      A: [item('A', '1', '甲'), item('A', '2', '乙')],
      B: [item('B', '1', '丙')],
      C: [],
    });
  });
});

describe('loadLovs', () => {
  it('asks for the eight types in one call and saves them', async () => {
    const fetchMock = stubFetch(() =>
      envelope([
        item('COOPERATOR_TYPE', 'SPONSOR', '赞助商'),
        item('GLOBAL_CONFIG', 'phone', '010-12345678'),
      ]),
    );
    await loadLovs();
    const url = new URL(requestOf(fetchMock).url);
    expect(url.pathname).toBe('/api/lovConfig/lov/getByTypes');
    expect(url.searchParams.get('lovTypes')?.split(',')).toEqual([...LOV_TYPES]);
    expect(lovs().COOPERATOR_TYPE).toEqual([item('COOPERATOR_TYPE', 'SPONSOR', '赞助商')]);
    expect(lovs().GLOBAL_CONFIG).toEqual([item('GLOBAL_CONFIG', 'phone', '010-12345678')]);
    expect(Object.keys(lovs()).sort()).toEqual([...LOV_TYPES].sort());
  });

  it('works offline from the cache of an earlier load', async () => {
    stubFetch(() => envelope([item('COMPETITION_LEVEL', 'A', '全国')]));
    await loadLovs();
    appStore.set(globalAreaAtom, { lovs: {} });
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await loadLovs();
    expect(lovs().COMPETITION_LEVEL).toEqual([item('COMPETITION_LEVEL', 'A', '全国')]);
  });
});

describe('useLov', () => {
  it('reads one list and follows later saves', () => {
    const { result } = renderHook(() => ({
      levels: useLov('COMPETITION_LEVEL'),
      name: useLovName('COMPETITION_LEVEL', 'A'),
    }));
    expect(result.current).toEqual({ levels: [], name: 'A' });
    act(() => saveLovs({ COMPETITION_LEVEL: [item('COMPETITION_LEVEL', 'A', '全国')] }));
    expect(result.current).toEqual({
      levels: [item('COMPETITION_LEVEL', 'A', '全国')],
      name: '全国',
    });
  });
});
