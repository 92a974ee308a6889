// The confirm dialog asks first, runs the action once confirmed, keeps the server's refusal in
// view, and closes after success.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { renderWithSystem } from '../../../theme/components/test-render';
import { ConfirmDialog } from './confirm-dialog';

beforeEach(resetLib);
afterEach(cleanup);

describe('the confirm dialog', () => {
  it('does nothing until confirmed, then runs the action and closes', async () => {
    const action = vi.fn(() => Promise.resolve());
    const done = vi.fn();
    renderWithSystem(
      <ConfirmDialog
        triggerLabel="撤回"
        title="撤回这条通知？"
        confirmLabel="确认撤回"
        onConfirm={action}
        onDone={done}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '撤回' }));
    expect(await screen.findByRole('alertdialog', { name: '撤回这条通知？' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '撤回' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认撤回' }));
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(action).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the refusal inside and stays open', async () => {
    const refuse = () =>
      Promise.reject(new ApiError('business', '至少要保留一个可用的工作人员账号'));
    renderWithSystem(<ConfirmDialog triggerLabel="停用" title="停用此账号？" onConfirm={refuse} />);
    fireEvent.click(screen.getByRole('button', { name: '停用' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('至少要保留一个可用的工作人员账号')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
