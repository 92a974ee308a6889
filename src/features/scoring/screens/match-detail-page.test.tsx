// The game screen over the app's real engine and IndexedDB (fake-indexeddb), with the server
// answered by a stub: a point in three taps, the score in role="status", undo, and what the
// server was sent.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { VolunteerGameDetail } from '../../../contract/scoring';
import { envelope, stubFetch } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { setTicket } from '../../../lib/ticket';
import { appSystem } from '../../../theme/system';
import { getScoringEngine } from '../sync/get-scoring-engine';
import { appScoringTables } from '../local/app-scoring-tables';
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';
import { ScoringMatchDetailPage } from './match-detail-page';

const GAME: VolunteerGameDetail = {
  id: 7,
  status: 'scheduled',
  date: '2026-11-22',
  time: '09:00',
  field: '1号场',
  round: null,
  competitionId: 1,
  competitionName: '全国锦标赛',
  home: { name: '甲队', clubId: null },
  away: { name: '乙队', clubId: null },
  homeScore: 0,
  awayScore: 0,
  rules: GAME_RULE_DEFAULTS,
  events: [],
  halftime: null,
  timeoutsUsed: {
    home: { firstHalf: 0, secondHalf: 0 },
    away: { firstHalf: 0, secondHalf: 0 },
  },
  winner: null,
  beganAt: null,
  finishedAt: null,
  possibleDuplicates: [],
};
const ROSTERS = {
  home: [
    { id: 11, name: '张三', number: 7 },
    { id: 12, name: '李四', number: 8 },
  ],
  away: [{ id: 21, name: '王五', number: 3 }],
};

let sent: { path: string; body: Record<string, unknown> }[] = [];
/** What the stub server answers for the game: the scheduled GAME unless a test says otherwise. */
let gameAnswer: VolunteerGameDetail = GAME;

beforeEach(async () => {
  await resetLib();
  // Each test starts a fresh game on the app's one database.
  const { games, rosters, events, outbox } = appScoringTables;
  await Promise.all([games, rosters, events, outbox].map((table) => table.clear()));
  setTicket('volunteer-ticket');
  sent = [];
  gameAnswer = GAME;
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/volunteer/game/7') return envelope(gameAnswer);
    if (path === '/api/volunteer/players/7') return envelope(ROSTERS);
    if (request.method === 'GET') return envelope(null);
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ path, body });
    if (path === '/api/volunteer/batch') {
      const actions = body.actions as { id: string }[];
      return envelope({
        results: actions.map(({ id }) => ({ id, code: 0, message: '操作成功', data: null })),
      });
    }
    return envelope({ id: body.id, gameId: 7, kind: 'score', playerId: null });
  });
});
afterEach(cleanup);
afterAll(() => getScoringEngine().stop());

function renderGame() {
  render(
    <ChakraProvider value={appSystem()}>
      <MemoryRouter initialEntries={['/scoring/match/detail?id=7']}>
        <ScoringMatchDetailPage />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

/** Every action sent so far, single calls and batch items alike. */
const sentActions = () =>
  sent.flatMap(({ path, body }) =>
    path.endsWith('/batch') ? (body.actions as Record<string, unknown>[]) : [body],
  );

// Whole screens over IndexedDB: a few seconds each on a busy machine.
describe('ScoringMatchDetailPage', { timeout: 20_000 }, () => {
  it('begins, records a point in three taps, undoes it, and sends each action', async () => {
    render(
      <ChakraProvider value={appSystem()}>
        <MemoryRouter initialEntries={['/scoring/match/detail?id=7']}>
          <ScoringMatchDetailPage />
        </MemoryRouter>
      </ChakraProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '开始比赛' }));
    fireEvent.click(await screen.findByRole('button', { name: '甲队得分' }));
    fireEvent.click(await screen.findByRole('button', { name: '7号 张三' }));
    fireEvent.click(await screen.findByRole('button', { name: '跳过' }));
    expect(await screen.findByRole('status', { name: '比分 1:0' })).toBeTruthy();
    expect(screen.getByRole('status', { name: '比分 1:0' }).textContent).toBe('1:0');

    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(await screen.findByRole('status', { name: '比分 0:0' })).toBeTruthy();
    await screen.findByText('已同步');
    await waitFor(() => {
      const types = sent.flatMap(({ path, body }) =>
        path.endsWith('/batch') ? (body.actions as { type: string }[]).map((a) => a.type) : [path],
      );
      expect(types.join(' ')).toMatch(/begin.*(score|save\/score).*(deleteScore|delete\/score)/);
    });
    const score = sent
      .flatMap(({ path, body }) =>
        path.endsWith('/batch') ? (body.actions as Record<string, unknown>[]) : [body],
      )
      .find((action) => action.team === 'home');
    expect(score).toMatchObject({ gameId: 7, team: 'home', scorerId: 11, assistId: null });
  });

  it('shows a playoff game with placeholders as 待定 with no 开始比赛, then its teams once filled', async () => {
    gameAnswer = {
      ...GAME,
      home: { name: 'A组第1', clubId: null },
      away: { name: 'B组第2', clubId: null },
      homePlaceholder: 'A组第1',
      awayPlaceholder: 'B组第2',
    };
    renderGame();
    expect(await screen.findByText('A组第1 对 B组第2（待定）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始比赛' })).toBeNull();
    cleanup();
    gameAnswer = GAME;
    renderGame();
    expect(await screen.findByRole('button', { name: '开始比赛' })).toBeTruthy();
    expect(screen.queryByText(/（待定）/)).toBeNull();
  });

  it('says which point 撤销 removed, and 撤回撤销 records it again as a new point', async () => {
    renderGame();
    fireEvent.click(await screen.findByRole('button', { name: '开始比赛' }));
    fireEvent.click(await screen.findByRole('button', { name: '甲队得分' }));
    fireEvent.click(await screen.findByRole('button', { name: '8号 李四' }));
    fireEvent.click(await screen.findByRole('button', { name: '7号 张三' }));
    fireEvent.click(await screen.findByRole('button', { name: '乙队得分' }));
    fireEvent.click(await screen.findByRole('button', { name: '跳过' }));
    fireEvent.click(await screen.findByRole('button', { name: '跳过' }));
    await screen.findByRole('status', { name: '比分 1:1' });

    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(await screen.findByRole('status', { name: '已撤销：1:1 乙队得分' })).toBeTruthy();
    await screen.findByRole('status', { name: '比分 1:0' });
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(await screen.findByRole('status', { name: '已撤销：1:0 李四得分' })).toBeTruthy();
    await screen.findByRole('status', { name: '比分 0:0' });

    fireEvent.click(screen.getByRole('button', { name: '撤回撤销' }));
    await screen.findByRole('status', { name: '比分 1:0' });
    expect(screen.queryByRole('button', { name: '撤回撤销' })).toBeNull();
    await screen.findByText('已同步');
    await waitFor(() => {
      const scores = sentActions().filter((action) => action.team === 'home');
      expect(scores).toHaveLength(2);
      expect(scores[1]).toMatchObject({ scorerId: 12, assistId: 11 });
      expect(scores[1]?.id).not.toBe(scores[0]?.id);
    });
  });

  it('warns in the 结束比赛 question while neither team has the winning score', async () => {
    renderGame();
    fireEvent.click(await screen.findByRole('button', { name: '开始比赛' }));
    fireEvent.click(await screen.findByRole('button', { name: '结束比赛' }));
    const question = await screen.findByRole('alertdialog', { name: '结束比赛' });
    expect(question.textContent).toContain('双方都还没有达到 15 分');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows two other phones’ same point as a possible duplicate, with who recorded each, and keeps both', async () => {
    const at = Date.UTC(2026, 10, 22, 9, 5);
    const event = (id: string, kind: 'begin' | 'score', offset: number, who: 1 | 2) => ({
      id,
      kind,
      team: kind === 'score' ? ('home' as const) : null,
      scorerId: null,
      assistId: null,
      targetId: null,
      at: at + offset,
      voided: false,
      deviceId: `phone-${who}`,
      recorderId: who,
      recorderName: who === 1 ? '记分员甲' : '记分员乙',
    });
    gameAnswer = {
      ...GAME,
      status: 'live',
      homeScore: 2,
      events: [
        event('b', 'begin', 0, 1),
        event('s1', 'score', 5000, 1),
        event('s2', 'score', 15_000, 2),
      ],
      possibleDuplicates: [{ scoreIds: ['s1', 's2'], team: 'home', at: at + 15_000 }],
    };
    renderGame();
    await screen.findByRole('status', { name: '比分 2:0' });
    const panel = await screen.findByRole('region', { name: '可能重复的得分' });
    expect(panel.textContent).toContain('记分员甲记录');
    expect(panel.textContent).toContain('记分员乙记录');
    expect(screen.getAllByText('记分员乙记录 · 另一台手机')).toHaveLength(1);
    expect(screen.getAllByText('记分员甲记录 · 另一台手机')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '两分都保留' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '可能重复的得分' })).toBeNull(),
    );
    expect(screen.getByRole('status', { name: '比分 2:0' })).toBeTruthy();
    await waitFor(() =>
      expect(sentActions()).toContainEqual(
        expect.objectContaining({ gameId: 7, scoreIds: ['s1', 's2'] }),
      ),
    );
  });
});
