// A form is checked with the contract's zod schema of the body it sends, the one the server
// checks the same body with, so the form and the server cannot disagree: each issue's message
// goes under the field its path names. The schema is loaded when the form is first checked, so
// zod stays off the first load of the pages that hold forms.
import type { ZodType } from 'zod';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** A field the body does not carry, checked only by the form: the password typed again. */
export interface RepeatRule<K extends string> {
  field: K;
  /** The field it must equal. */
  of: K;
  missing: string;
  differs: string;
}

export interface FormRules<K extends string> {
  /** The contract's schema of what the form sends. */
  schema: () => Promise<ZodType>;
  /** The body the form sends, from its (trimmed) values; the values themselves if left out. */
  body?: (values: Record<K, string>) => unknown;
  repeat?: RepeatRule<K>;
}

export const CONFIRM_PASSWORD: RepeatRule<'confirm' | 'password'> = {
  field: 'confirm',
  of: 'password',
  missing: '请输入确认密码',
  differs: '两次输入的密码不一致',
};

/** Every field's first problem; an empty object means the form may be sent. */
export async function validateForm<K extends string>(
  rules: FormRules<K>,
  values: Readonly<Record<K, string>>,
): Promise<FormErrors<K>> {
  const schema = await rules.schema();
  const result = schema.safeParse(rules.body ? rules.body(values) : values);
  const errors: FormErrors<K> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    // Issues about the body as a whole name no field; the server's refusal shows those.
    if (typeof field === 'string' && field in values && !errors[field as K]) {
      errors[field as K] = issue.message;
    }
  }
  const repeat = rules.repeat;
  if (repeat && !errors[repeat.field]) {
    if (values[repeat.field] === '') errors[repeat.field] = repeat.missing;
    else if (values[repeat.field] !== values[repeat.of]) errors[repeat.field] = repeat.differs;
  }
  return errors;
}

export const hasErrors = (errors: Readonly<Record<string, string | undefined>>) =>
  Object.values(errors).some((message) => message !== undefined);
