import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FactsList } from './facts-list';
import { readId } from './record-id';
import { RosterGrid } from './roster-grid';
import { SubNav } from './sub-nav';
import { renderWithSystem } from './test-render';

afterEach(cleanup);

describe('readId', () => {
  it('takes a positive integer that fits the id column and nothing else', () => {
    expect(readId('12')).toBe(12);
    for (const raw of [null, undefined, '', '0', '-3', '1.5', 'abc', '2147483648'])
      expect(readId(raw), String(raw)).toBeUndefined();
  });
});

describe('FactsList', () => {
  it('pairs each label with its value in a named description list', () => {
    renderWithSystem(
      <FactsList
        label="赛事概况"
        facts={[
          ['比赛日期', '2026-10-10'],
          ['比赛地点', '上海'],
        ]}
      />,
    );
    const list = screen.getByLabelText('赛事概况');
    expect(list.tagName).toBe('DL');
    expect([...list.querySelectorAll('dt, dd')].map((node) => node.textContent)).toEqual([
      '比赛日期',
      '2026-10-10',
      '比赛地点',
      '上海',
    ]);
  });
});

describe('RosterGrid', () => {
  it('lists players by number, the unnumbered last, each linking to the member page', () => {
    renderWithSystem(
      <RosterGrid
        players={[
          { userId: 7, name: '王五', number: null, gender: null },
          { userId: 5, name: '张三', number: 23, gender: 'M' },
          { userId: 6, name: '李四', number: 4, gender: 'F' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['4李四女', '23张三男', '—王五']);
    expect(within(items[0]!).getByRole('link', { name: '李四' }).getAttribute('href')).toBe(
      '/member/detail?id=6',
    );
  });
});

describe('SubNav', () => {
  it('marks the current tab, and renders where nothing is laid out (jsdom)', () => {
    renderWithSystem(
      <SubNav
        label="通知分类"
        items={[
          { label: '全部', to: '/notice', active: false },
          { label: '公示公告', to: '/notice?type=notice_publicity', active: true },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '通知分类' });
    expect(within(nav).getByRole('link', { name: '公示公告' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(nav.scrollLeft).toBe(0);
  });
});
