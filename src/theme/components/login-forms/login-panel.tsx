// Login by password or by SMS code, the two tabs of the original: Chakra's Tabs (arrow keys, Home
// and End move between them) around the one form both share, so the phone number typed stays when
// the tab changes. Used by the login page; the caller decides where a signed-in user goes next and
// passes the account calls in.
import { HStack, Tabs, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../../contract/account';
import { useForm } from '../../../lib/forms/use-form';
import { toast } from '../../../lib/notify';
import { AppLink } from '../app-link';
import { FormSubmit } from '../form-submit';
import { tabStripStyle, tabStyle } from '../tab-look';
import { TextField } from '../form-fields';
import { LOGIN_TEXT } from './login-messages';
import { requestCode, type SendCode } from './request-code';
import { SmsCodeField } from './sms-code-field';

const TABS = [
  { key: 'password', label: LOGIN_TEXT.passwordTab },
  { key: 'code', label: LOGIN_TEXT.codeTab },
] as const;

export interface LoginPanelProps {
  onLoggedIn: (user: CurrentUser) => void;
  /** Where 找回密码 and 注册新账号 lead. */
  resetTo: string;
  registerTo: string;
  loginByPassword: (phone: string, password: string) => Promise<CurrentUser>;
  loginByCode: (phone: string, code: string) => Promise<CurrentUser>;
  sendCode: SendCode;
}

export function LoginPanel(props: LoginPanelProps) {
  const { onLoggedIn, resetTo, registerTo, loginByPassword, loginByCode, sendCode } = props;
  const [mode, setMode] = useState<(typeof TABS)[number]['key']>('password');
  const form = useForm(
    {
      schema: () =>
        import('../../../contract/account').then((contract) =>
          mode === 'password' ? contract.passwordLoginBody : contract.codeLoginBody,
        ),
    },
    { phone: '', password: '', code: '' },
    ['password'],
  );
  const { values, bind } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async ({ phone, password, code }) => {
      const user =
        mode === 'password'
          ? await loginByPassword(phone, password)
          : await loginByCode(phone, code);
      toast.success(LOGIN_TEXT.loggedIn);
      onLoggedIn(user);
    });
  };

  return (
    <Tabs.Root
      display="flex"
      flexDirection="column"
      gap="5"
      value={mode}
      onValueChange={({ value }) => {
        const next = TABS.find((tab) => tab.key === value);
        if (!next) return;
        setMode(next.key);
        form.setErrors({});
        form.clearRefusal();
      }}
    >
      <Tabs.List aria-label={LOGIN_TEXT.loginTabs} css={tabStripStyle}>
        {TABS.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.key} css={tabStyle}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* One panel, whichever tab is chosen; out of the tab order, as its first field is in it. */}
      <Tabs.Content
        value={mode}
        tabIndex={-1}
        display="flex"
        flexDirection="column"
        gap="4"
        asChild
      >
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={LOGIN_TEXT.phone}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            required
            {...bind('phone')}
          />
          {mode === 'password' ? (
            <TextField
              label={LOGIN_TEXT.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              {...bind('password')}
            />
          ) : (
            <SmsCodeField
              phone={values.phone}
              {...bind('code')}
              onRequest={async () =>
                (await form.checkFields(['phone']))
                  ? requestCode(sendCode, values.phone.trim(), 'login')
                  : 0
              }
            />
          )}
          <FormSubmit refusal={form.refusal} busy={form.submitting} busyText={LOGIN_TEXT.loggingIn}>
            {LOGIN_TEXT.login}
          </FormSubmit>
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <AppLink
              to={resetTo}
              color="brand.fg"
              minH="11"
              display="inline-flex"
              alignItems="center"
            >
              {LOGIN_TEXT.forgotPassword}
            </AppLink>
            <Text color="fg.muted" fontSize="sm">
              {LOGIN_TEXT.noAccount}
              <AppLink
                to={registerTo}
                color="brand.fg"
                minH="11"
                display="inline-flex"
                alignItems="center"
                ms="1"
              >
                {LOGIN_TEXT.register}
              </AppLink>
            </Text>
          </HStack>
        </form>
      </Tabs.Content>
    </Tabs.Root>
  );
}
