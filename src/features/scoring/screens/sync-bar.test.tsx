import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSystem } from '../../../theme/components/test-render';
import type { OutboxEntry } from '../local/scoring-tables';
import type { ScoringEngine } from '../sync/create-scoring-engine';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '../sync/sync-state';
import { SyncBar } from './sync-bar';

afterEach(cleanup);

const refused: OutboxEntry = {
  id: 'a1',
  gameId: 1,
  seq: 4,
  action: {
    type: 'score',
    id: 'a1',
    gameId: 1,
    deviceId: 'd',
    seq: 4,
    at: Date.UTC(2026, 10, 22, 2, 5),
    team: 'home',
    scorerId: null,
    assistId: null,
  },
  status: 'rejected',
  rejection: { code: 1, message: '比赛已结束，不能再记分', at: 0 },
};

function renderBar(patch: Partial<SyncStatus>) {
  const engine = { dismissRejected: vi.fn(async () => {}) };
  renderWithSystem(
    <SyncBar
      engine={engine as unknown as ScoringEngine}
      sync={{ ...INITIAL_SYNC_STATUS, ...patch }}
    />,
  );
  return engine;
}

describe('SyncBar', () => {
  it('reads 已同步 when nothing waits, and 待同步 N with 离线 while actions wait offline', () => {
    renderBar({});
    expect(screen.getByTestId('sync-state').textContent).toBe('已同步');
    cleanup();
    renderBar({ pendingCount: 3, offline: true });
    expect(screen.getByTestId('sync-state').textContent).toBe('待同步 3');
    expect(screen.getByText('离线')).toBeTruthy();
  });

  it('lists a refused action with the server’s message until 知道了 dismisses it', () => {
    const engine = renderBar({ rejected: [refused] });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('得分（10:05）：比赛已结束，不能再记分');
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(engine.dismissRejected).toHaveBeenCalledWith('a1');
  });

  it('asks for a new login when the ticket died, with a link to the login screen', () => {
    renderBar({ needsLogin: true, pendingCount: 2 });
    expect(screen.getByText('需要重新登录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新登录' }).getAttribute('href')).toBe(
      '/scoring/login',
    );
  });
});
