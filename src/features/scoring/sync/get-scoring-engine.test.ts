// The app's engine over the real app database and the real HTTP client, with fetch stubbed.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/full-page-load';
import { envelope, requestOf, stubFetch } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { getTicket, setTicket } from '../../../lib/ticket';
import { appScoringTables } from '../local/app-scoring-tables';
import { getScoringEngine } from './get-scoring-engine';

vi.mock('../../../lib/full-page-load', () => ({ loadPage: vi.fn() }));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

beforeEach(async () => {
  await resetLib();
  const tables = appScoringTables;
  await Promise.all([tables.outbox.clear(), tables.events.clear()]);
});
afterAll(() => getScoringEngine().stop());

describe('getScoringEngine', () => {
  it('is one engine that keeps actions through a network failure and sends them in one batch', async () => {
    setTicket('volunteer-ticket');
    let up = false;
    const fetchMock = stubFetch(async (request) => {
      if (!up) throw new TypeError('Failed to fetch');
      const { actions } = (await request.json()) as { actions: { id: string }[] };
      return envelope({
        results: actions.map(({ id }) => ({ id, code: 0, message: '操作成功', data: null })),
      });
    });
    const engine = getScoringEngine();
    expect(getScoringEngine()).toBe(engine);

    const begin = await engine.recordAction({ type: 'begin', gameId: 7 });
    await engine.recordAction({ type: 'score', gameId: 7, team: 'home', scorerId: 3, assistId: 4 });
    await until(() => engine.state.get().lastFailure === 'network' && !engine.state.get().syncing);
    expect(engine.state.get()).toMatchObject({ pendingCount: 2, offline: true });

    up = true;
    const report = await engine.syncNow();
    expect(report).toMatchObject({ outcome: 'done', sent: 2 });
    const sent = requestOf(fetchMock, fetchMock.mock.calls.length - 1);
    expect(new URL(sent.url).pathname).toBe('/api/volunteer/batch');
    expect(sent.headers.get('ticket')).toBe('volunteer-ticket');
    const body = (await sent.json()) as { actions: Record<string, unknown>[] };
    expect(body.actions).toMatchObject([
      { type: 'begin', id: begin.id, gameId: 7, deviceId: begin.deviceId, seq: begin.seq },
      { type: 'score', gameId: 7, team: 'home', scorerId: 3, assistId: 4 },
    ]);
    expect(engine.state.get()).toMatchObject({
      pendingCount: 0,
      offline: false,
      lastFailure: null,
    });
  });

  it('keeps the action on a 401 and asks for a login without leaving the page', async () => {
    setTicket('expired');
    const navigate = vi.mocked(loadPage);
    navigate.mockClear();
    stubFetch(() => envelope(null, 401, '未登录或登录已过期'));
    const engine = getScoringEngine();
    await engine.recordAction({ type: 'finish', gameId: 7 });
    await until(() => engine.state.get().needsLogin);
    expect(engine.state.get().pendingCount).toBe(1);
    expect(getTicket()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
