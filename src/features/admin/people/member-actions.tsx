// What staff do to an account from its page: 停用 / 启用, 重置密码 (the temporary password shown
// once, in the dialog), and a new 账号类型. The page shows the person as changed: callApi has it
// read again (src/lib/stale-answers.ts).
import { Box, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminMemberDetail } from '../../../contract/admin-people';
import { USER_TYPES, type UserType } from '../../../contract/account';
import { useForm } from '../../../lib/forms/use-form';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { NativeSelect } from '../../../theme/components/native-select';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { DialogButtons, DialogForm, FormDialog } from './form-dialog';
import { changeType, resetPassword, setDisabled } from './people-calls';
import { PEOPLE_MESSAGES as M } from './people-messages';

function ResetPasswordForm({ member }: { member: AdminMemberDetail }) {
  const [shown, setShown] = useState<string | null>(null);
  const form = useForm(
    {
      schema: () => import('../../../contract/admin-people').then((c) => c.resetMemberPasswordBody),
    },
    { password: '' },
    ['password'],
  );
  if (shown !== null) {
    return (
      <Stack gap="3" role="status">
        <Text>{M.temporaryShown}</Text>
        <Code fontSize="xl" p="3" alignSelf="flex-start" data-testid="temporary-password">
          {shown}
        </Code>
      </Stack>
    );
  }
  return (
    <DialogForm
      onSubmit={() => {
        void form.submit(async ({ password }) => {
          setShown(await resetPassword(member.id, password));
        });
      }}
    >
      <TextField
        label={M.temporaryPassword}
        name="password"
        {...form.bind('password')}
        hint={M.resetHint}
        autoComplete="off"
      />
      <FormRefusal refusal={form.refusal} />
      <DialogButtons submitLabel={M.resetPassword} busy={form.submitting} cancelLabel={M.cancel} />
    </DialogForm>
  );
}

function TypeChange({ member }: { member: AdminMemberDetail }) {
  const [type, setType] = useState<UserType>(member.type);
  const [busy, setBusy] = useState(false);
  const { refusal, run } = useSubmitRefusal([type]);
  const submit = async () => {
    setBusy(true);
    await run(() => changeType(member.id, type));
    setBusy(false);
  };
  return (
    <Stack gap="2">
      <Flex gap="2" align="flex-end" wrap="wrap">
        <Box w={{ base: 'full', sm: '48' }}>
          <Box asChild fontSize="sm" color="fg.muted">
            <label htmlFor="member-type">{M.typeLabel}</label>
          </Box>
          <NativeSelect
            id="member-type"
            value={type}
            onChange={(event) => setType(event.currentTarget.value as UserType)}
          >
            {USER_TYPES.map((value) => (
              <option key={value} value={value}>
                {M.type[value]}
              </option>
            ))}
          </NativeSelect>
        </Box>
        <Button
          variant="outline"
          minH="11"
          loading={busy}
          disabled={type === member.type}
          onClick={() => void submit()}
        >
          {M.changeType}
        </Button>
      </Flex>
      <FormRefusal refusal={refusal} />
    </Stack>
  );
}

export function MemberActions({ member }: { member: AdminMemberDetail }) {
  return (
    <Stack gap="4">
      <Flex gap="2" wrap="wrap">
        {member.disabled ? (
          <ConfirmDialog
            tone="brand"
            triggerLabel={M.enable}
            title={M.enableTitle(member.name)}
            description={M.enableText}
            confirmLabel={M.enable}
            onConfirm={() => setDisabled(member.id, false)}
          />
        ) : (
          <ConfirmDialog
            triggerLabel={M.disable}
            title={M.disableTitle(member.name)}
            description={M.disableText}
            confirmLabel={M.disable}
            onConfirm={() => setDisabled(member.id, true)}
          />
        )}
        <FormDialog triggerLabel={M.resetPassword} title={M.resetTitle(member.name)}>
          {() => <ResetPasswordForm member={member} />}
        </FormDialog>
      </Flex>
      <TypeChange key={member.type} member={member} />
    </Stack>
  );
}
