// 找回密码: a code sent to the registered phone proves the owner, who sets a new password. The
// server ends every session of the account, so the person logs in again afterwards.
import { Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useForm } from '../../../lib/forms/use-form';
import { CONFIRM_PASSWORD } from '../../../lib/forms/validate-form';
import { notifyLong } from '../../../lib/notify';
import { FormSubmit } from '../form-submit';
import { LOGIN_TEXT } from './login-messages';
import { PhonePasswordFields, type PhonePasswordField } from './phone-password-fields';
import type { SendCode } from './request-code';

export interface ResetPasswordFormProps {
  onDone: () => void;
  sendCode: SendCode;
  resetPassword: (phone: string, code: string, password: string) => Promise<unknown>;
}

export function ResetPasswordForm({ onDone, sendCode, resetPassword }: ResetPasswordFormProps) {
  const form = useForm<PhonePasswordField>(
    {
      schema: () =>
        import('../../../contract/account').then((contract) => contract.resetPasswordBody),
      repeat: CONFIRM_PASSWORD,
    },
    { phone: '', code: '', password: '', confirm: '' },
    ['password', 'confirm'],
  );

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
        <PhonePasswordFields
          form={form}
          scene="reset"
          passwordLabel={LOGIN_TEXT.newPassword}
          phoneAutoComplete="username"
          sendCode={sendCode}
        />
        <FormSubmit refusal={form.refusal} busy={form.submitting} busyText={LOGIN_TEXT.resetting}>
          {LOGIN_TEXT.resetSubmit}
        </FormSubmit>
      </form>
    </Stack>
  );
}
