// 找回密码: a code sent to the registered phone proves the owner, who sets a new password. The
// server ends every session of the account, so the person logs in again afterwards.
import { Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { resetPassword } from '../../../lib/auth/account-calls';
import { useForm } from '../../../lib/forms/use-form';
import {
  CODE_RULE,
  CONFIRM_PASSWORD_RULE,
  PASSWORD_RULE,
  PHONE_RULE,
} from '../../../lib/forms/validate-form';
import { notifyLong } from '../../../lib/notify';
import { TextField } from './form-fields';
import { LOGIN_TEXT } from './login-messages';
import { requestCode } from './request-code';
import { SmsCodeField } from './sms-code-field';

export interface ResetPasswordFormProps {
  onDone: () => void;
}

export function ResetPasswordForm({ onDone }: ResetPasswordFormProps) {
  const form = useForm(
    {
      phone: PHONE_RULE,
      code: CODE_RULE,
      password: { ...PASSWORD_RULE, label: LOGIN_TEXT.newPassword },
      confirm: CONFIRM_PASSWORD_RULE,
    },
    { phone: '', code: '', password: '', confirm: '' },
    ['password', 'confirm'],
  );
  const { values, errors, setValue } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async ({ phone, code, password }) => {
      await resetPassword(phone, code, password);
      notifyLong.success(LOGIN_TEXT.resetDone);
      onDone();
    });
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        <Text color="fg.muted">{LOGIN_TEXT.resetIntro}</Text>
        <TextField
          label={LOGIN_TEXT.phone}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          required
          value={values.phone}
          onValueChange={(value) => setValue('phone', value)}
          error={errors.phone}
        />
        <SmsCodeField
          value={values.code}
          onValueChange={(value) => setValue('code', value)}
          error={errors.code}
          onRequest={async () =>
            form.checkFields(['phone']) ? requestCode(values.phone.trim(), 'reset') : 0
          }
        />
        <TextField
          label={LOGIN_TEXT.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={LOGIN_TEXT.passwordHint}
          value={values.password}
          onValueChange={(value) => setValue('password', value)}
          error={errors.password}
        />
        <TextField
          label={LOGIN_TEXT.confirmPassword}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirm}
          onValueChange={(value) => setValue('confirm', value)}
          error={errors.confirm}
        />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          minH="12"
          loading={form.submitting}
          loadingText={LOGIN_TEXT.resetting}
        >
          {LOGIN_TEXT.resetSubmit}
        </Button>
      </form>
    </Stack>
  );
}
