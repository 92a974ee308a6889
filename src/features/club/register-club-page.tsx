// /register/club: a club and its contact person. A visitor registers the contact's account
// first (proved by an SMS code), then the club; a signed-in player registers only the club.
// A new club waits for the association's approval, which its contact sees in the club centre.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RegisterBody } from '../../contract/account';
import { clubApi } from '../../contract/api/club';
import { callApi } from '../../lib/api-client';
import { registerAccount, reloadCurrentUser, sendCheckCode } from '../../lib/auth/sign-in-calls';
import { useForm } from '../../lib/forms/use-form';
import { useSubmitRefusal } from '../../lib/forms/use-submit-refusal';
import { hasErrors, validateForm } from '../../lib/forms/validate-form';
import { useCurrentUser } from '../../lib/global-state';
import { notifyLong } from '../../lib/notify';
import { AppLink } from '../../theme/components/app-link';
import { FormSubmit } from '../../theme/components/form-submit';
import {
  ACCOUNT_RULES,
  AccountFields,
  EMPTY_ACCOUNT,
  UNTRIMMED_ACCOUNT_FIELDS,
} from '../../theme/components/login-forms/account-fields';
import { PageShell } from '../../theme/components/page-shell';
import { CLUB_RULES, clubBody, ClubFields, clubValues } from './club-form';
import { TEXT } from './messages';

const linkStyle = { color: 'brand.fg', minH: '11', display: 'inline-flex', alignItems: 'center' };

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4">
      <Heading as="h2" size="lg" color="brand.fg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function RegisterClubForm() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const account = useForm(ACCOUNT_RULES, EMPTY_ACCOUNT, UNTRIMMED_ACCOUNT_FIELDS);
  const club = useForm(CLUB_RULES, clubValues());
  // Once the account exists, a retry (say, the club name was taken) registers only the club.
  const needsAccount = !user;
  const [submitting, setSubmitting] = useState(false);
  // The club's own refusal (a name already taken); the account form keeps the account's.
  const clubRefusal = useSubmitRefusal([club.values]);

  const sendClub = async () => {
    await callApi(clubApi.register, { body: clubBody(club.values) });
    notifyLong.success(TEXT.clubSubmitted);
    // Leave before the user is read again: as a contact of a club, this page has nothing to show.
    void navigate('/user/club/info', { replace: true });
    await reloadCurrentUser();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const clubErrors = await validateForm(CLUB_RULES, club.values);
    club.setErrors(clubErrors);
    if (!needsAccount) {
      if (hasErrors(clubErrors)) return;
      setSubmitting(true);
      void clubRefusal.run(sendClub).then((sent) => {
        if (!sent) setSubmitting(false);
      });
      return;
    }
    void account.submit(async (fields) => {
      if (hasErrors(clubErrors)) return;
      await registerAccount({
        phone: fields.phone,
        code: fields.code,
        password: fields.password,
        name: fields.name,
        city: fields.city,
        gender: fields.gender as RegisterBody['gender'],
        type: 'contact',
      });
      await clubRefusal.run(sendClub);
    });
  };

  return (
    <Stack asChild gap="8">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Text color="fg.muted">{TEXT.clubIntro}</Text>
        {needsAccount ? (
          <Part title={TEXT.contactPart}>
            <Text color="fg.muted" fontSize="sm">
              {TEXT.contactIntro}
              {TEXT.haveAccount}
              <AppLink to="/login?redirect=%2Fregister%2Fclub" {...linkStyle} ms="1">
                {TEXT.toLogin}
              </AppLink>
            </Text>
            <AccountFields form={account} sendCode={sendCheckCode} />
          </Part>
        ) : (
          user && <Text>{TEXT.signedInAs(user.name)}</Text>
        )}
        <Part title={TEXT.clubPart}>
          <ClubFields form={club} />
        </Part>
        <FormSubmit
          refusal={account.refusal ?? clubRefusal.refusal}
          busy={submitting || account.submitting}
          busyText={TEXT.submitting}
        >
          {TEXT.submitClub}
        </FormSubmit>
      </form>
    </Stack>
  );
}

export function RegisterClubPage() {
  const { status, user } = useCurrentUser();
  let body: ReactNode;
  if (status === 'unknown') body = null;
  else if (user && user.type === 'contact' && user.isClubContact) {
    body = (
      <Stack gap="3">
        <Text>{TEXT.alreadyContact}</Text>
        <AppLink to="/user/club/info" {...linkStyle} fontWeight="semibold">
          {TEXT.toClubCentre}
        </AppLink>
      </Stack>
    );
  } else if (user && user.type !== 'player' && user.type !== 'contact') {
    body = <Text>{TEXT.cannotRegister}</Text>;
  } else body = <RegisterClubForm />;
  return (
    <PageShell>
      <Box
        w="full"
        maxW="2xl"
        mx="auto"
        p={{ base: '4', md: '8' }}
        borderWidth="1px"
        borderRadius="l3"
        shadow="sm"
      >
        {body}
      </Box>
    </PageShell>
  );
}
