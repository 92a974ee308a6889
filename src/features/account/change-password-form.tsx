// 修改密码 for a member whose password staff reset (or set when making the account): the login page
// shows it before anything else, and the server clears the flag when the change succeeds.
import { Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useForm } from '../../lib/forms/use-form';
import { CONFIRM_PASSWORD } from '../../lib/forms/validate-form';
import { toast } from '../../lib/notify';
import { FormSubmit } from '../../theme/components/form-submit';
import { TextField } from '../../theme/components/form-fields';
import { changePassword } from './account-calls';
import { TEXT } from './messages';

type Field = 'oldPassword' | 'password' | 'confirm';

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Field>(
    {
      schema: () => import('../../contract/account').then((c) => c.changePasswordBody),
      body: ({ oldPassword, password }) => ({ oldPassword, password }),
      repeat: CONFIRM_PASSWORD,
    },
    { oldPassword: '', password: '', confirm: '' },
    ['oldPassword', 'password', 'confirm'],
  );
  const field = (name: Field, label: string, autoComplete: string) => ({
    label,
    name,
    type: 'password',
    autoComplete,
    ...form.bind(name),
    required: true,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async ({ oldPassword, password }) => {
      await changePassword(oldPassword, password);
      toast.success(TEXT.passwordChanged);
      onDone();
    });
  };
  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        <Text color="fg.muted">{TEXT.mustChangeIntro}</Text>
        <TextField {...field('oldPassword', TEXT.oldPassword, 'current-password')} />
        <TextField {...field('password', TEXT.newPassword, 'new-password')} />
        <TextField {...field('confirm', TEXT.confirmPassword, 'new-password')} />
        <FormSubmit refusal={form.refusal} busy={form.submitting} busyText={TEXT.changingPassword}>
          {TEXT.changePasswordSubmit}
        </FormSubmit>
      </form>
    </Stack>
  );
}
