import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSystem } from '../test-render';
import { LoginPanel } from './login-panel';

afterEach(cleanup);

function renderPanel() {
  const refuse = () => Promise.reject(new Error('not called'));
  renderWithSystem(
    <LoginPanel
      onLoggedIn={vi.fn()}
      resetTo="/reset"
      registerTo="/register"
      loginByPassword={refuse}
      loginByCode={refuse}
      sendCode={refuse}
    />,
  );
  return screen.getByRole('tablist', { name: '登录方式' });
}

describe('the login tabs', () => {
  it('are two tabs over one panel, the password one chosen first', () => {
    const list = renderPanel();
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['密码登录', '验证码登录']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1]);
    const panel = screen.getByRole('tabpanel', { name: '密码登录' });
    expect(within(panel).getByLabelText(/^密码/)).toBeTruthy();
  });

  it('switch the one form, keeping the phone number typed', async () => {
    const list = renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: /^手机号/ }), {
      target: { value: '13800000001' },
    });
    const [password, code] = within(list).getAllByRole('tab');
    fireEvent.click(code!);
    await waitFor(() => expect(code!.getAttribute('aria-selected')).toBe('true'));
    expect(password!.getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: '验证码登录' });
    expect(within(panel).getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(within(panel).queryByLabelText(/^密码/)).toBeNull();
    expect((screen.getByRole('textbox', { name: /^手机号/ }) as HTMLInputElement).value).toBe(
      '13800000001',
    );
  });

  it('pass the focus along with the arrow keys, round from the last to the first', async () => {
    const list = renderPanel();
    const [password, code] = within(list).getAllByRole('tab');
    password!.focus();
    fireEvent.keyDown(password!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.keyDown(code!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(password));
  });
});
