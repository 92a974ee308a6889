// /register/member: a player's own account, proved by an SMS code. The new member is signed in
// at once and lands in the user centre, where club invitations arrive.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RegisterBody } from '../../contract/account';
import { registerAccount, sendCheckCode } from '../../lib/auth/sign-in-calls';
import { useForm } from '../../lib/forms/use-form';
import { useCurrentUser } from '../../lib/global-state';
import { notifyLong } from '../../lib/notify';
import { AppLink } from '../../theme/components/app-link';
import {
  ACCOUNT_RULES,
  AccountFields,
  EMPTY_ACCOUNT,
  UNTRIMMED_ACCOUNT_FIELDS,
} from '../../theme/components/login-forms/account-fields';
import { FormSubmit } from '../../theme/components/form-submit';
import { PageShell } from '../../theme/components/page-shell';
import { TEXT } from './messages';

const linkStyle = { color: 'brand.fg', minH: '11', display: 'inline-flex', alignItems: 'center' };

export function RegisterMemberPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const form = useForm(ACCOUNT_RULES, EMPTY_ACCOUNT, UNTRIMMED_ACCOUNT_FIELDS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async ({ phone, code, password, name, gender, city }) => {
      await registerAccount({
        phone,
        code,
        password,
        name,
        city,
        gender: gender as RegisterBody['gender'],
        type: 'player',
      });
      notifyLong.success(TEXT.registered);
      void navigate('/user/center', { replace: true });
    });
  };

  return (
    <PageShell>
      <Box
        w="full"
        maxW="lg"
        mx="auto"
        p={{ base: '4', md: '8' }}
        borderWidth="1px"
        borderRadius="l3"
        shadow="sm"
      >
        {user && !form.submitting ? (
          <Stack gap="3">
            <Text>{TEXT.alreadySignedIn}</Text>
            <AppLink to="/user/center" {...linkStyle}>
              {TEXT.toCenter}
            </AppLink>
          </Stack>
        ) : (
          <Stack asChild gap="5">
            <form onSubmit={onSubmit} noValidate>
              <Text color="fg.muted">{TEXT.registerIntro}</Text>
              <AccountFields form={form} sendCode={sendCheckCode} />
              <FormSubmit refusal={form.refusal} busy={form.submitting} busyText={TEXT.registering}>
                {TEXT.registerSubmit}
              </FormSubmit>
              <Stack direction="row" justify="space-between" flexWrap="wrap" fontSize="sm">
                <Text color="fg.muted">
                  {TEXT.haveAccount}
                  <AppLink to="/login" {...linkStyle} ms="1">
                    {TEXT.toLogin}
                  </AppLink>
                </Text>
                <AppLink to="/register/club" {...linkStyle}>
                  {TEXT.registerClubInstead}
                </AppLink>
              </Stack>
            </form>
          </Stack>
        )}
      </Box>
    </PageShell>
  );
}
