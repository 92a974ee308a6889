import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendCheckCode } from '../../../lib/auth/sign-in-calls';
import { envelope, stubFetch } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { renderWithSystem } from '../test-render';
import { requestCode } from './request-code';
import { SmsCodeField } from './sms-code-field';

beforeEach(resetLib);
afterEach(cleanup);

function field(phone: string) {
  return (
    <SmsCodeField
      value=""
      onValueChange={() => undefined}
      phone={phone}
      onRequest={() => requestCode(sendCheckCode, phone, 'login')}
    />
  );
}

async function pressSend() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  });
}

describe('the 获取验证码 button', () => {
  it("counts down the seconds the server's rate limit asks for, with no JSON anywhere", async () => {
    stubFetch(() => envelope({ retryAfterSeconds: 42 }, 1029, '请 42 秒后再试'));
    renderWithSystem(field('13800000001'));
    await pressSend();
    expect(
      (await screen.findByRole('button', { name: /^4[12] 秒后重发$/ })).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/retryAfterSeconds|\{/);
  });

  it('shows any other refusal under the field until the phone changes', async () => {
    stubFetch(() => envelope(null, 1000, '该手机号未注册，请先注册'));
    const view = renderWithSystem(field('13700000000'));
    await pressSend();
    expect((await screen.findByRole('alert')).textContent).toBe('该手机号未注册，请先注册');
    expect(screen.getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(false);
    view.rerender(field('13700000001'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
