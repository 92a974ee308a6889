// /login: the two ways to log in, and 找回密码 (`?mode=reset`). Afterwards the person returns
// to the page that sent them here (`?redirect=`), or to the user centre. A member whose password
// staff reset changes it here first (the login answer's mustChangePassword), before going on.
import { Box, Text } from '@chakra-ui/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  loginByCode,
  loginByPassword,
  resetPassword,
  sendCheckCode,
} from '../../lib/auth/sign-in-calls';
import { redirectTarget } from '../../lib/auth/login-redirect';
import { useCurrentUser } from '../../lib/global-state';
import { AppLink } from '../../theme/components/app-link';
import { LOGIN_TEXT } from '../../theme/components/login-forms/login-messages';
import { PageShell } from '../../theme/components/page-shell';
import { LoginPanel } from '../../theme/components/login-forms/login-panel';
import { ResetPasswordForm } from '../../theme/components/login-forms/reset-password-form';
import { ChangePasswordForm } from './change-password-form';
import { TEXT } from './messages';

function withMode(params: URLSearchParams, mode: string | null): string {
  const next = new URLSearchParams(params);
  if (mode) next.set('mode', mode);
  else next.delete('mode');
  const query = next.toString();
  return `/login${query ? `?${query}` : ''}`;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const target = redirectTarget(params);
  const resetting = params.get('mode') === 'reset';
  const mustChange = user?.mustChangePassword === true;

  if (user && !resetting && !mustChange) return <Navigate to={target} replace />;

  return (
    <PageShell
      title={mustChange ? TEXT.changePasswordTitle : resetting ? TEXT.resetTitle : undefined}
    >
      <Box
        w="full"
        maxW="md"
        mx="auto"
        bg="bg"
        p={{ base: '4', md: '8' }}
        borderWidth="1px"
        borderRadius="l3"
        shadow="sm"
      >
        {mustChange ? (
          <ChangePasswordForm onDone={() => void navigate(target, { replace: true })} />
        ) : resetting ? (
          <>
            <ResetPasswordForm
              onDone={() => void navigate(withMode(params, null), { replace: true })}
              sendCode={sendCheckCode}
              resetPassword={resetPassword}
            />
            <AppLink
              to={withMode(params, null)}
              color="brand.fg"
              minH="11"
              mt="2"
              display="inline-flex"
              alignItems="center"
            >
              {LOGIN_TEXT.backToLogin}
            </AppLink>
          </>
        ) : (
          <>
            <Text color="fg.muted" mb="4">
              {TEXT.loginIntro}
            </Text>
            <LoginPanel
              onLoggedIn={(loggedIn) => {
                // The page itself shows the change-password form to such a member.
                if (!loggedIn.mustChangePassword) void navigate(target, { replace: true });
              }}
              resetTo={withMode(params, 'reset')}
              registerTo="/register/member"
              loginByPassword={loginByPassword}
              loginByCode={loginByCode}
              sendCode={sendCheckCode}
            />
          </>
        )}
      </Box>
    </PageShell>
  );
}
