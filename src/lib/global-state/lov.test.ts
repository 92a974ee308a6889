import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { portalFirstLoadApi } from '../../contract/api/portal-first-load';
import { LOV_TYPES, type LovItem } from '../../contract/lov';
import { readKey } from '../api-read';
import { SwrSeedContext, type SwrSeed } from '../swr-seed';
import { envelope, requestOf, stubFetch } from '../test-support/fake-fetch';
import { resetLib } from '../test-support/reset-lib';
import { useLov, useLovName } from './lov';

const item = (type: string, value: string, name: string): LovItem => ({ type, value, name });
const LEVEL_A = item('COMPETITION_LEVEL', 'A', '全国');
const SPONSOR = item('COOPERATOR_TYPE', 'SPONSOR', '赞助商');

const useLevels = () => ({
  levels: useLov('COMPETITION_LEVEL'),
  sponsors: useLov('COOPERATOR_TYPE'),
  name: useLovName('COMPETITION_LEVEL', 'A'),
});

beforeEach(resetLib);

describe('useLov', () => {
  it('asks for the eight types in one call and gives each component its list', async () => {
    const fetchMock = stubFetch(() => envelope([LEVEL_A, SPONSOR]));
    const { result } = renderHook(useLevels);
    expect(result.current).toEqual({ levels: [], sponsors: [], name: 'A' });
    await waitFor(() =>
      expect(result.current).toEqual({ levels: [LEVEL_A], sponsors: [SPONSOR], name: '全国' }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(requestOf(fetchMock).url);
    expect(url.pathname).toBe('/api/lovConfig/lov/getByTypes');
    expect(url.searchParams.get('lovTypes')?.split(',')).toEqual([...LOV_TYPES]);
  });

  it('shows the lists a rendered page carries at the first render, without fetching', async () => {
    const fetchMock = stubFetch(() => envelope([item('COMPETITION_LEVEL', 'A', '不该出现')]));
    const key = readKey(portalFirstLoadApi.lovs, { query: { lovTypes: LOV_TYPES.join(',') } });
    const seed: SwrSeed = { [key]: { data: [LEVEL_A], storedAt: Date.now() } };
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SwrSeedContext, { value: seed }, children);
    const { result } = renderHook(useLevels, { wrapper });
    expect(result.current).toEqual({ levels: [LEVEL_A], sponsors: [], name: '全国' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens offline with the lists of an earlier visit', async () => {
    stubFetch(() => envelope([LEVEL_A]));
    const first = renderHook(useLevels);
    await waitFor(() => expect(first.result.current.levels).toEqual([LEVEL_A]));
    first.unmount();
    const offline = vi.fn(() => {
      throw new TypeError('Failed to fetch');
    });
    stubFetch(offline);
    const { result } = renderHook(useLevels);
    await waitFor(() => expect(result.current.name).toBe('全国'));
  });
});
