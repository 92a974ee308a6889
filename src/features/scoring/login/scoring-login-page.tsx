// The volunteer's login (no back button: the scoring app starts here). Fields are labelled
// 手机号 and 密码 and the button 登录, the names the end-to-end tests and people look for.
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/global-state';
import { getTicket } from '../../../lib/ticket';
import type { CredentialErrors } from './validate-credentials';

export const SCORING_HOME = '/scoring/match/list';

export function ScoringLoginPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { phone: phone.trim(), password };
    // Loaded on submit: they bring the contract's zod schemas, which the login screen's first
    // paint does not need (the service worker has them cached for offline use).
    const [{ validateCredentials }, { loginVolunteer }] = await Promise.all([
      import('./validate-credentials'),
      import('./login-volunteer'),
    ]);
    const found = validateCredentials(credentials);
    setErrors(found);
    if (found.phone || found.password) return;
    setSubmitting(true);
    try {
      await loginVolunteer(credentials);
      navigate(SCORING_HOME, { replace: true });
    } catch {
      // The API client has already shown why (wrong password, offline…); the form stays filled.
      setSubmitting(false);
    }
  };

  // A volunteer already signed in on this phone (offline too: the start-up check keeps the last
  // known user) goes straight to the games.
  if (user?.type === 'volunteer' && getTicket() !== null && !submitting) {
    return <Navigate to={SCORING_HOME} replace />;
  }

  return (
    <Stack asChild gap="5" bg="bg" p="5" borderRadius="l3" shadow="sm">
      <form onSubmit={onSubmit} noValidate>
        <Text color="fg.muted">请使用协会分配的记分员账号登录。</Text>
        <Field.Root invalid={Boolean(errors.phone)} required>
          <Field.Label fontSize="md">手机号</Field.Label>
          <Input
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            size="xl"
            borderColor="gray.500"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <Field.ErrorText color="red.700" fontSize="sm">
            {errors.phone}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label fontSize="md">密码</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            size="xl"
            borderColor="gray.500"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field.ErrorText color="red.700" fontSize="sm">
            {errors.password}
          </Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="xl"
          minH="14"
          fontSize="lg"
          loading={submitting}
          loadingText="登录中…"
        >
          登录
        </Button>
      </form>
    </Stack>
  );
}
