// One small form checker for the account and club forms, with the original client's Chinese
// messages: 「请输入{label}」 for a missing field, and plain sentences for whitespace-only,
// number, length, range, pattern and "must match" errors. It is free of zod so that it costs the
// pages almost nothing; the server still checks every body with the contract's schemas.

export interface FieldRule {
  /** The field's name as the form shows it (「手机号」). */
  label: string;
  required?: boolean;
  /** 「请选择{label}」 instead of 「请输入{label}」: for choices (gender, division). */
  choice?: boolean;
  /** The value must be a whole number. */
  integer?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Shown when `pattern` does not match; 「{label}格式不正确」 otherwise. */
  patternMessage?: string;
  /** The name of another field this one must equal (password confirmation). */
  sameAs?: string;
  sameAsMessage?: string;
}

export type FormRules<K extends string> = Record<K, FieldRule>;
export type FormErrors<K extends string> = Partial<Record<K, string>>;

export const requiredMessage = (rule: FieldRule) =>
  `${rule.choice ? '请选择' : '请输入'}${rule.label}`;

/** The first problem of one value, or undefined when it passes. */
export function checkField(
  rule: FieldRule,
  raw: string,
  values: Readonly<Record<string, string>> = {},
): string | undefined {
  if (raw === '') return rule.required ? requiredMessage(rule) : undefined;
  const value = raw.trim();
  if (value === '') return `${rule.label}不能只包含空格`;
  if (rule.integer) {
    if (!/^-?\d+$/.test(value)) return `${rule.label}必须是整数`;
    const number = Number(value);
    if (rule.min !== undefined && number < rule.min) return `${rule.label}不能小于 ${rule.min}`;
    if (rule.max !== undefined && number > rule.max) return `${rule.label}不能大于 ${rule.max}`;
  }
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength) {
    return `${rule.label}至少 ${rule.minLength} 个字符`;
  }
  if (rule.maxLength !== undefined && length > rule.maxLength) {
    return `${rule.label}不能超过 ${rule.maxLength} 个字符`;
  }
  if (rule.pattern && !rule.pattern.test(value)) {
    return rule.patternMessage ?? `${rule.label}格式不正确`;
  }
  if (rule.sameAs !== undefined && raw !== values[rule.sameAs]) {
    return rule.sameAsMessage ?? `两次输入的${rule.label}不一致`;
  }
  return undefined;
}

/** Every field's first problem; an empty object means the form may be sent. */
export function validateForm<K extends string>(
  rules: FormRules<K>,
  values: Readonly<Record<K, string>>,
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const name of Object.keys(rules) as K[]) {
    const message = checkField(rules[name], values[name] ?? '', values);
    if (message) errors[name] = message;
  }
  return errors;
}

export const hasErrors = (errors: Readonly<Record<string, string | undefined>>) =>
  Object.values(errors).some((message) => message !== undefined);

/** The rules every account form shares, with the contract's limits. */
export const PHONE_RULE: FieldRule = {
  label: '手机号',
  required: true,
  pattern: /^1\d{10}$/,
  patternMessage: '手机号格式不正确',
};
export const CODE_RULE: FieldRule = {
  label: '验证码',
  required: true,
  pattern: /^\d{6}$/,
  patternMessage: '验证码为 6 位数字',
};
export const PASSWORD_RULE: FieldRule = {
  label: '密码',
  required: true,
  minLength: 6,
  maxLength: 64,
};
export const CONFIRM_PASSWORD_RULE: FieldRule = {
  label: '确认密码',
  required: true,
  sameAs: 'password',
  sameAsMessage: '两次输入的密码不一致',
};
export const NAME_RULE: FieldRule = { label: '姓名', required: true, maxLength: 20 };
export const CITY_RULE: FieldRule = { label: '所在城市', required: true, maxLength: 20 };
export const GENDER_RULE: FieldRule = { label: '性别', required: true, choice: true };
