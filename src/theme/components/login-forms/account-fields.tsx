// The fields of a new account (phone proved by an SMS code, password twice, name, gender, city),
// shared by member registration and by the contact-person part of club registration.
import { Stack } from '@chakra-ui/react';
import type { FormState } from '../../../lib/forms/use-form';
import { CONFIRM_PASSWORD, type FormRules } from '../../../lib/forms/validate-form';
import { ChoiceField, TextField } from '../form-fields';
import { LOGIN_TEXT } from './login-messages';
import { PhonePasswordFields } from './phone-password-fields';
import type { SendCode } from './request-code';

export type AccountField = 'phone' | 'code' | 'password' | 'confirm' | 'name' | 'gender' | 'city';

/** The registration call's own rules; its account type is the caller's, not a field. */
export const ACCOUNT_RULES: FormRules<AccountField> = {
  schema: () => import('../../../contract/account').then((contract) => contract.registerBody),
  repeat: CONFIRM_PASSWORD,
};

export const EMPTY_ACCOUNT: Record<AccountField, string> = {
  phone: '',
  code: '',
  password: '',
  confirm: '',
  name: '',
  gender: '',
  city: '',
};

export const UNTRIMMED_ACCOUNT_FIELDS = ['password', 'confirm'] as const;

const GENDERS = [
  { value: 'M', label: '男' },
  { value: 'F', label: '女' },
];

export interface AccountFieldsProps<K extends string> {
  form: FormState<AccountField | K>;
  sendCode: SendCode;
}

export function AccountFields<K extends string>({ form, sendCode }: AccountFieldsProps<K>) {
  const { bind } = form;
  return (
    <Stack gap="4">
      <PhonePasswordFields
        form={form}
        scene="register"
        passwordLabel={LOGIN_TEXT.password}
        phoneAutoComplete="tel"
        sendCode={sendCode}
      />
      <TextField label="姓名" name="name" autoComplete="name" required {...bind('name')} />
      <ChoiceField label="性别" name="gender" required options={GENDERS} {...bind('gender')} />
      <TextField
        label="所在城市"
        name="city"
        autoComplete="address-level2"
        required
        {...bind('city')}
      />
    </Stack>
  );
}
