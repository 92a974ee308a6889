// A phone proved by an SMS code, then a password typed twice: the start of a new account and the
// whole of a password reset.
import type { SmsScene } from '../../../contract/account';
import type { FormState } from '../../../lib/forms/use-form';
import { TextField } from '../form-fields';
import { LOGIN_TEXT } from './login-messages';
import { requestCode, type SendCode } from './request-code';
import { SmsCodeField } from './sms-code-field';

export type PhonePasswordField = 'phone' | 'code' | 'password' | 'confirm';

export interface PhonePasswordFieldsProps<K extends string> {
  form: FormState<PhonePasswordField | K>;
  scene: SmsScene;
  passwordLabel: string;
  /** `tel` for a new account, `username` where the phone names an existing one. */
  phoneAutoComplete: 'tel' | 'username';
  sendCode: SendCode;
}

export function PhonePasswordFields<K extends string>({
  form,
  scene,
  passwordLabel,
  phoneAutoComplete,
  sendCode,
}: PhonePasswordFieldsProps<K>) {
  const { values, bind } = form;
  return (
    <>
      <TextField
        label={LOGIN_TEXT.phone}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete={phoneAutoComplete}
        required
        {...bind('phone')}
      />
      <SmsCodeField
        phone={values.phone}
        {...bind('code')}
        onRequest={async () =>
          (await form.checkFields(['phone']))
            ? requestCode(sendCode, values.phone.trim(), scene)
            : 0
        }
      />
      <TextField
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={LOGIN_TEXT.passwordHint}
        {...bind('password')}
      />
      <TextField
        label={LOGIN_TEXT.confirmPassword}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        {...bind('confirm')}
      />
    </>
  );
}
