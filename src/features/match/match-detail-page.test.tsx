// The competition page through the real route table: pushed scores change it with no request;
// without a stream it refetches on an interval while a game is live, and never once every game
// is over.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CompetitionDetail, GameSummary } from '../../contract/content-competition';
import { envelope } from '../../lib/test-support/fake-fetch';
import { resetLib } from '../../lib/test-support/reset-lib';
import { MatchDetailPage } from './match-detail-page';
import { renderPage } from '../../theme/test-support/render-page';
import { LIVE_REFRESH_MS } from './use-live-refresh';
import { REREAD_FROM_MS } from './use-live-scores';

beforeEach(resetLib);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const team = (clubId: number, name: string) => ({ clubId, name, logo: null });

function game(status: GameSummary['status'], homeScore: number): GameSummary {
  return {
    id: 1,
    competitionId: 1,
    date: '2026-11-22',
    time: '09:00',
    field: '1号场',
    round: '决赛',
    status,
    home: team(1, '飞羽'),
    away: team(2, '浦江'),
    homeScore,
    awayScore: 4,
  };
}

function competition(games: GameSummary[]): CompetitionDetail {
  return {
    id: 1,
    name: '全国锦标赛',
    level: 'A',
    levelName: 'A级赛事',
    scope: 'national',
    division: 'MIX',
    city: '上海',
    venue: null,
    startDate: '2026-11-21',
    endDate: '2026-11-23',
    registrationOpens: null,
    registrationCloses: null,
    status: 'ongoing',
    cover: null,
    description: null,
    fee: null,
    documents: [],
    minRoster: 0,
    minMale: 6,
    minFemale: 6,
    maxRoster: 24,
    teams: [],
    games,
    standings: [],
    pools: [{ pool: null, standings: [] }],
    rankingRules: ['胜场多者列前；'],
    topScorers: [],
    topAssisters: [],
  };
}

/** Answers /api/competitions/1 from `answers` in turn (the last one repeats) and counts calls. */
function serve(answers: CompetitionDetail[]) {
  const calls = { count: 0 };
  const routes = {
    '/api/competitions/1': () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)]!;
      calls.count += 1;
      return envelope(answer);
    },
  };
  return { calls, routes };
}

/** The page's EventSource, driven by the test as the server would. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  push(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

/** Waits in real time (the interval timers are faked) until `done`, or `limitMs` have passed. */
async function until(done: () => boolean, limitMs: number): Promise<void> {
  for (let waited = 0; !done() && waited < limitMs; waited += 50) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
}

describe('MatchDetailPage', () => {
  test('shows a pushed score with no request, and reads the rest once, later', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    // Polling's interval is faked; the read after a push and the reconnection come at their
    // earliest (no jitter) in real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { calls, routes } = serve([
      competition([game('live', 5)]),
      competition([game('live', 7)]),
    ]);
    renderPage('/match/detail?id=1', '/match/detail', <MatchDetailPage />, routes);
    expect(await screen.findByText('5 : 4')).toBeTruthy();
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toMatch(/\/api\/live\/competitions\/1$/);
    act(() => stream.dispatchEvent(new Event('open')));

    const pushed = { ...game('live', 6), version: 3 };
    act(() => stream.push('games', { games: [pushed] }));
    expect(await screen.findByText('6 : 4')).toBeTruthy();
    expect(calls.count).toBe(1);
    // A second point before the read joins it: one read, within the window.
    act(() => stream.push('games', { games: [{ ...pushed, homeScore: 7, version: 4 }] }));
    expect(await screen.findByText('7 : 4')).toBeTruthy();
    // Not before its window opens; then once (waited for generously: the machine may be busy).
    await act(() => new Promise((done) => setTimeout(done, REREAD_FROM_MS / 2)));
    expect(calls.count).toBe(1);
    await until(() => calls.count >= 2, REREAD_FROM_MS + 5_000);
    expect(calls.count).toBe(2);
    // Polling stays off while the stream is open.
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 2));
    expect(calls.count).toBe(2);

    // The stream fails: the page polls, and reconnects later.
    act(() => stream.dispatchEvent(new Event('error')));
    expect(stream.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(calls.count).toBeGreaterThan(2);
    await until(() => FakeEventSource.opened.length >= 2, 5_000);
    expect(FakeEventSource.opened.length).toBe(2);
  });

  test('refreshes the scores while a game is live and stops when it is over', async () => {
    // Only the interval is faked: lazy pages, promises and IndexedDB keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls, routes } = serve([
      competition([game('live', 5)]),
      competition([game('live', 6)]),
      competition([game('finished', 15)]),
    ]);
    renderPage('/match/detail?id=1', '/match/detail', <MatchDetailPage />, routes);
    expect(await screen.findByText('5 : 4')).toBeTruthy();
    expect(screen.getByText('比赛进行中，比分实时更新。')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(await screen.findByText('6 : 4')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(await screen.findByText('15 : 4')).toBeTruthy();
    expect(screen.queryByText('比赛进行中，比分实时更新。')).toBeNull();
    const afterFinal = calls.count;

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 4));
    expect(calls.count).toBe(afterFinal);
  });

  test('shows the fee and links each document for download', async () => {
    const { routes } = serve([
      {
        ...competition([]),
        fee: '每队 800 元',
        documents: [{ fileName: '竞赛规程.pdf', url: '/api/uploads/7' }],
      },
    ]);
    renderPage('/match/detail?id=1', '/match/detail', <MatchDetailPage />, routes);
    expect(await screen.findByText('每队 800 元')).toBeTruthy();
    const documents = screen.getByRole('region', { name: '赛事文件' });
    const link = within(documents).getByRole('link', { name: '竞赛规程.pdf' });
    expect(link.getAttribute('href')).toMatch(/\/api\/uploads\/7$/);
  });

  test('a competition with no live game is fetched once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls, routes } = serve([competition([game('finished', 15)])]);
    renderPage('/match/detail?id=1', '/match/detail', <MatchDetailPage />, routes);
    expect(await screen.findByRole('heading', { level: 1, name: '全国锦标赛' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 4));
    expect(calls.count).toBe(1);
  });
});
