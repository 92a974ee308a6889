// The 精神分 tab on a phone without a network: a score given is kept on the phone and said to be,
// and when the network returns it is sent once, as given, and the card shows it as submitted.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ClubSpirit, SpiritGame } from '../../../contract/spirit';
import { setCurrentUser } from '../../../lib/global-state';
import { appPendingWrites } from '../../../lib/outbox/pending-writes-table';
import { envelope, requestOf } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { renderPage } from '../../../theme/test-support/render-page';
import { SpiritTab } from './spirit-tab';
import { useSpiritSync } from './use-spirit-sync';

const game: SpiritGame = {
  gameId: 31,
  competitionId: 4,
  competitionName: '全国锦标赛',
  date: '2026-11-24',
  time: '09:00',
  field: '1号场',
  round: 'A组循环赛',
  home: { clubId: 1, name: '上海飞鱼' },
  away: { clubId: 2, name: '北京风暴' },
  homeScore: 15,
  awayScore: 11,
  team: 'home',
  deadline: '2026-11-28',
  open: true,
  given: null,
};

let online = false;
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function Tab() {
  useSpiritSync();
  return <SpiritTab />;
}

beforeEach(async () => {
  await resetLib();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  await appPendingWrites.clear();
  setCurrentUser({
    id: 7,
    name: '张伟',
    type: 'contact',
    phone: '13800000002',
    gender: 'M',
    city: '上海',
    clubId: 1,
    isClubContact: true,
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SpiritTab', () => {
  test('keeps a score given offline, then sends it once when the network returns', async () => {
    online = true;
    let stored: ClubSpirit['games'][number]['given'] = null;
    const { fetchMock } = renderPage('/user/club/spirit', '/user/club/:type', <Tab />, {
      '/api/club/spirit': async (request) => {
        if (request.method === 'GET') {
          return envelope({
            club: { id: 1, name: '上海飞鱼' },
            games: [{ ...game, given: stored }],
            captains: [],
          });
        }
        const body = (await request.json()) as Record<string, number | string>;
        stored = {
          id: String(body.id),
          gameId: 31,
          clubId: 1,
          rules: 3,
          fouls: 2,
          fairness: 2,
          attitude: 2,
          communication: 2,
          comment: '',
          total: 11,
          submittedBy: '张伟',
          at: Number(body.at),
        };
        return envelope(stored);
      },
    });
    const card = (await screen.findByText('对手：北京风暴', { exact: false })).closest(
      'li',
    ) as HTMLElement;
    setOnline(false);
    fireEvent.click(within(card).getByRole('button', { name: '填写精神分' }));
    fireEvent.click(
      within(within(card).getByRole('group', { name: '规则知识与运用' })).getByRole('radio', {
        name: '3 很好',
      }),
    );
    fireEvent.click(within(card).getByRole('button', { name: '提交精神分' }));
    await within(card).findByText('已保存，联网后提交');
    expect(await appPendingWrites.count()).toBe(1);
    const posts = () =>
      fetchMock.mock.calls
        .map((_, index) => requestOf(fetchMock, index))
        .filter((request) => request.method === 'POST');
    expect(posts()).toHaveLength(0);

    await act(async () => setOnline(true));
    await within(card).findByText('已提交 · 总分 11');
    await waitFor(async () => expect(await appPendingWrites.count()).toBe(0));
    expect(posts()).toHaveLength(1);
    const sent = (await posts()[0]?.json()) as Record<string, unknown>;
    expect(sent).toMatchObject({ gameId: 31, rules: 3, fouls: 2, communication: 2, comment: '' });
  });
});
