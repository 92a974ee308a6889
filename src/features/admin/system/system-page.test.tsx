// 系统: the newest backup's time and size, the schedule and its last run (a failure with its
// reason), and the list kept; without BACKUP_DIR it says so.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../../contract/system';
import { envelope, stubFetch } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { appSystem } from '../../../theme/system';
import { SystemPage } from './system-page';

beforeEach(resetLib);
afterEach(cleanup);

function renderWith(backups: SystemStatus['backups']) {
  stubFetch(() => envelope({ backups }));
  render(
    <ChakraProvider value={appSystem()}>
      <MemoryRouter>
        <SystemPage />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const kept = [
  { name: 'feipan-2026-11-29T030000Z.sqlite', bytes: 3 * 1024 * 1024, at: '2026-11-29T03:00:01Z' },
  { name: 'feipan-2026-11-28T210000Z.sqlite', bytes: 2048, at: '2026-11-28T21:00:01Z' },
];

describe('the 系统 page', () => {
  it('shows the newest backup, the schedule, a failed run with its reason, and the list', async () => {
    renderWith({
      dir: '/var/backups/feipan',
      everyMs: 6 * 3600 * 1000,
      keep: 7,
      last: {
        at: '2026-11-29T09:00:00Z',
        ok: false,
        name: null,
        bytes: null,
        ms: 1200,
        error: '磁盘空间不足',
      },
      kept,
      listError: null,
    });
    const newest = await screen.findByRole('region', { name: '最新的备份' });
    expect(within(newest).getByText('2026-11-29 11:00')).toBeTruthy();
    expect(within(newest).getByText('3.0 MB')).toBeTruthy();
    const schedule = screen.getByRole('region', { name: '定时备份' });
    expect(within(schedule).getByText('每 6 小时一次，保留最新的 7 份')).toBeTruthy();
    expect(within(schedule).getByText('失败')).toBeTruthy();
    expect(within(schedule).getByText('磁盘空间不足')).toBeTruthy();
    const list = screen.getByRole('region', { name: '保留的备份（2 份）' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('2.0 KB')).toBeTruthy();
  });

  it('says when no directory is set and the server takes no backups', async () => {
    renderWith({ dir: null, everyMs: null, keep: 7, last: null, kept: [], listError: null });
    expect(await screen.findByText(/未设置备份目录/)).toBeTruthy();
    expect(screen.getByText(/未开启：设置 BACKUP_DIR 和 BACKUP_EVERY/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /保留的备份/ })).toBeNull();
  });
});
