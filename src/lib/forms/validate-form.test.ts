import { describe, expect, it } from 'vitest';
import { registerBody } from '../../contract/account';
import { inviteBody } from '../../contract/club';
import { CONFIRM_PASSWORD, hasErrors, validateForm, type FormRules } from './validate-form';

type AccountField = 'phone' | 'code' | 'password' | 'confirm' | 'name' | 'gender' | 'city';
const ACCOUNT: FormRules<AccountField> = {
  schema: async () => registerBody,
  repeat: CONFIRM_PASSWORD,
};
const GOOD_ACCOUNT = {
  phone: '13800000009',
  code: '042317',
  password: 'secret1',
  confirm: 'secret1',
  name: '欧阳小明',
  gender: 'F',
  city: '北京',
};

describe('validateForm', () => {
  it("asks for every missing field in the contract's words", async () => {
    const empty = {
      phone: '',
      code: '',
      password: '',
      confirm: '',
      name: '',
      gender: '',
      city: '',
    };
    expect(await validateForm(ACCOUNT, empty)).toEqual({
      phone: '请输入手机号',
      code: '请输入验证码',
      password: '请输入密码',
      confirm: '请输入确认密码',
      name: '请输入姓名',
      gender: '请选择性别',
      city: '请输入所在城市',
    });
  });

  it('gives each field the first rule it breaks, worded as the server words it', async () => {
    const errors = await validateForm(ACCOUNT, {
      ...GOOD_ACCOUNT,
      phone: '12345',
      code: 'abc',
      password: '12345',
      confirm: '12345',
      name: '欧阳小明'.repeat(6),
    });
    expect(errors).toEqual({
      phone: '手机号格式不正确',
      code: '验证码为 6 位数字',
      password: '密码长度不能少于 6 位',
      name: '姓名不能超过 20 个字',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('compares the repeated password with the first', async () => {
    expect(await validateForm(ACCOUNT, { ...GOOD_ACCOUNT, confirm: 'secret2' })).toEqual({
      confirm: '两次输入的密码不一致',
    });
  });

  it('passes a good form, ignoring what the body needs that is not a field', async () => {
    const errors = await validateForm(ACCOUNT, GOOD_ACCOUNT);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('checks the body the form sends, built from the values', async () => {
    const rules: FormRules<'phone' | 'number'> = {
      schema: async () => inviteBody,
      body: ({ phone, number }) => ({ phone, number: number === '' ? null : Number(number) }),
    };
    expect(await validateForm(rules, { phone: '13800000009', number: '' })).toEqual({});
    expect(await validateForm(rules, { phone: '13800000009', number: '七' })).toEqual({
      number: '背号必须是数字',
    });
    expect(await validateForm(rules, { phone: '13800000009', number: '1000' })).toEqual({
      number: '背号不能大于 999',
    });
  });
});
