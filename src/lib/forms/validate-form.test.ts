import { describe, expect, it } from 'vitest';
import {
  checkField,
  CODE_RULE,
  CONFIRM_PASSWORD_RULE,
  hasErrors,
  PASSWORD_RULE,
  PHONE_RULE,
  validateForm,
  type FieldRule,
} from './validate-form';

const ACCOUNT_RULES_FOR_TEST = {
  phone: PHONE_RULE,
  code: CODE_RULE,
  password: PASSWORD_RULE,
  confirm: CONFIRM_PASSWORD_RULE,
};

describe('checkField', () => {
  const name: FieldRule = { label: '姓名', required: true, maxLength: 4 };

  it('asks for a missing field in the original words', () => {
    expect(checkField(name, '')).toBe('请输入姓名');
    expect(checkField({ label: '性别', required: true, choice: true }, '')).toBe('请选择性别');
  });

  it('lets an empty optional field pass', () => {
    expect(checkField({ label: '简介', maxLength: 3 }, '')).toBeUndefined();
  });

  it('refuses a value of spaces only', () => {
    expect(checkField(name, '   ')).toBe('姓名不能只包含空格');
  });

  it('counts length in characters, Chinese included, after trimming', () => {
    expect(checkField(name, ' 欧阳小明 ')).toBeUndefined();
    expect(checkField(name, '欧阳小明明')).toBe('姓名不能超过 4 个字符');
    expect(checkField({ label: '密码', minLength: 6 }, '12345')).toBe('密码至少 6 个字符');
  });

  it('checks whole numbers and their range', () => {
    const year: FieldRule = { label: '成立年份', integer: true, min: 1950, max: 2100 };
    expect(checkField(year, '二〇一六')).toBe('成立年份必须是整数');
    expect(checkField(year, '2016.5')).toBe('成立年份必须是整数');
    expect(checkField(year, '1949')).toBe('成立年份不能小于 1950');
    expect(checkField(year, '2101')).toBe('成立年份不能大于 2100');
    expect(checkField(year, '2016')).toBeUndefined();
  });

  it('checks a pattern with its own message or a default one', () => {
    expect(checkField({ label: '手机号', pattern: /^1\d{10}$/ }, '12345')).toBe('手机号格式不正确');
    expect(
      checkField(
        { label: '验证码', pattern: /^\d{6}$/, patternMessage: '验证码为 6 位数字' },
        'abc',
      ),
    ).toBe('验证码为 6 位数字');
  });

  it('compares a confirmation with the field it repeats', () => {
    const confirm: FieldRule = { label: '确认密码', required: true, sameAs: 'password' };
    expect(checkField(confirm, 'secret1', { password: 'secret2' })).toBe(
      '两次输入的确认密码不一致',
    );
    expect(checkField(confirm, 'secret1', { password: 'secret1' })).toBeUndefined();
  });
});

describe('validateForm', () => {
  it('gives every field its first problem, and nothing for a good form', () => {
    const empty = validateForm(ACCOUNT_RULES_FOR_TEST, {
      phone: '',
      code: '12',
      password: 'abcdef',
      confirm: 'abcdeg',
    });
    expect(empty).toEqual({
      phone: '请输入手机号',
      code: '验证码为 6 位数字',
      confirm: '两次输入的密码不一致',
    });
    expect(hasErrors(empty)).toBe(true);

    const good = validateForm(ACCOUNT_RULES_FOR_TEST, {
      phone: '13800000001',
      code: '042317',
      password: 'abcdef',
      confirm: 'abcdef',
    });
    expect(good).toEqual({});
    expect(hasErrors(good)).toBe(false);
  });
});
