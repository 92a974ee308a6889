// The volunteer's login (the scoring app starts here; a link leads back to the portal). Fields are
// labelled 手机号 and 密码 and the button 登录, the names the end-to-end tests and people look for.
// A refusal (wrong password, no network) stays next to the button until the volunteer edits the
// form or tries again: a toast would be gone before a volunteer in the sun has read it.
import { Button, Field, Input, Link, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/global-state';
import { getTicket } from '../../../lib/ticket';
import type { CredentialErrors } from './validate-credentials';

export const SCORING_HOME = '/scoring/match/list';
const LOGIN_FAILED = '登录失败，请稍后再试';
const LOGGED_OUT = '已退出登录。';

interface LoginFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

// Written here rather than the shared TextField: the volunteer's fields are larger (xl, for a
// phone held in the sun) and carry no required sign.
function LoginField({ label, value, onValueChange, error, ...input }: LoginFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label fontSize="md">{label}</Field.Label>
      <Input
        size="xl"
        borderColor="gray.500"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

export function ScoringLoginPage() {
  const navigate = useNavigate();
  // Set by 退出登录 in the game list.
  const loggedOut = (useLocation().state as { loggedOut?: boolean } | null)?.loggedOut === true;
  const { user } = useCurrentUser();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An edit takes the refusal away: it answered what the form held before.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRefusal(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
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
    } catch (error) {
      // The form stays filled, so one corrected field is enough.
      setRefusal(isApiError(error) ? error.message : LOGIN_FAILED);
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
        {loggedOut ? (
          <Text role="status" fontWeight="bold" color="green.900">
            {LOGGED_OUT}
          </Text>
        ) : null}
        <Text color="fg.muted">请使用协会分配的记分员账号登录。</Text>
        <LoginField
          label="手机号"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          value={phone}
          onValueChange={edit(setPhone)}
          error={errors.phone}
        />
        <LoginField
          label="密码"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={edit(setPassword)}
          error={errors.password}
        />
        {refusal ? (
          <Text
            role="alert"
            fontWeight="bold"
            color="red.900"
            bg="red.50"
            borderWidth="2px"
            borderColor="red.700"
            borderRadius="l2"
            px="3"
            py="2"
          >
            {refusal}
          </Text>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          bg="brand.700"
          _hover={{ bg: 'brand.800' }}
          size="xl"
          minH="14"
          fontSize="lg"
          loading={submitting}
          loadingText="登录中…"
        >
          登录
        </Button>
        <Link asChild alignSelf="center" color="brand.700" fontSize="md" textDecoration="underline">
          <RouterLink to="/home">返回门户网站</RouterLink>
        </Link>
      </form>
    </Stack>
  );
}
