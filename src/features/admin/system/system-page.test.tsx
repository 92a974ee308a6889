// 系统: the newest backup's time and size, the schedule and its last run (a failure with its
// reason), and the list kept; without BACKUP_DIR it says so. Below, the deliveries that failed or
// wait to be retried, with recipient (masked by the server) and reason.
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

const noProblems: SystemStatus['deliveries'] = { failed: 0, retrying: 0, shown: [] };

function renderWith(
  backups: SystemStatus['backups'],
  deliveries: SystemStatus['deliveries'] = noProblems,
) {
  stubFetch(() => envelope({ backups, deliveries }));
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

  it('says when no directory is set, the server takes no backups and all deliveries went out', async () => {
    renderWith({ dir: null, everyMs: null, keep: 7, last: null, kept: [], listError: null });
    expect(await screen.findByText(/未设置备份目录/)).toBeTruthy();
    expect(screen.getByText(/未开启：设置 BACKUP_DIR 和 BACKUP_EVERY/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /保留的备份/ })).toBeNull();
    expect(screen.getByText('短信和邮件都已发出，没有失败或等待重试的。')).toBeTruthy();
  });

  it('shows the deliveries that failed or wait to be retried', async () => {
    const backups = { dir: null, everyMs: null, keep: 7, last: null, kept: [], listError: null };
    renderWith(backups, {
      failed: 1,
      retrying: 1,
      shown: [
        {
          id: 2,
          channel: 'email',
          state: 'retrying',
          attempts: 2,
          title: '比赛改期：飞鹰 对 海燕',
          toName: '王磊',
          toAddress: 'w***@example.org',
          reason: '邮件服务器暂时无法接收（451）',
          nextAttemptAt: '2026-11-29T03:05:00Z',
          createdAt: '2026-11-29T03:00:00Z',
        },
        {
          id: 1,
          channel: 'sms',
          state: 'failed',
          attempts: 1,
          title: '比赛取消',
          toName: '李娜',
          toAddress: '138****0001',
          reason: '手机号码无效（isv.MOBILE_NUMBER_ILLEGAL）',
          nextAttemptAt: null,
          createdAt: '2026-11-29T02:00:00Z',
        },
      ],
    });
    const card = await screen.findByRole('region', { name: '消息发送' });
    expect(within(card).getByText('发送失败 1 条（已放弃），等待重试 1 条')).toBeTruthy();
    const [retrying, failed] = within(card).getAllByRole('listitem');
    expect(retrying!.textContent).toContain('邮件发给 王磊（w***@example.org）');
    expect(retrying!.textContent).toContain(
      '邮件服务器暂时无法接收（451）；已尝试 2 次；下次 2026-11-29 11:05',
    );
    expect(failed!.textContent).toContain('短信发给 李娜（138****0001）');
    expect(failed!.textContent).toContain('手机号码无效（isv.MOBILE_NUMBER_ILLEGAL）；已尝试 1 次');
    expect(failed!.textContent).not.toContain('下次');
  });
});
