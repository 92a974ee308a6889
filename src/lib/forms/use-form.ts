// The state of one form: its values as strings, the errors shown under the fields, the server's
// refusal of the last submit (shown by the form until the person edits or retries), and a submit
// that checks the contract's rules first (validate-form) and re-enables the button whatever the
// call's outcome.
import { useCallback, useState } from 'react';
import type { Refusal } from './refusal';
import { useSubmitRefusal } from './use-submit-refusal';
import { hasErrors, validateForm, type FormErrors, type FormRules } from './validate-form';

/** The props of a labelled control (TextField, ChoiceField…) that show and edit one value. */
export interface FieldBinding {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}

export interface FormState<K extends string> {
  values: Record<K, string>;
  errors: FormErrors<K>;
  submitting: boolean;
  /** Why the server refused the last submit; cleared by any edit and by the next submit. */
  refusal: Refusal | null;
  clearRefusal: () => void;
  /** Changes one value and clears that field's error. */
  setValue: (name: K, value: string) => void;
  setErrors: (errors: FormErrors<K>) => void;
  /** What ties one field's control to the form: its value, its edit and its error. */
  bind: (name: K) => FieldBinding;
  /** Checks only the named fields (the phone before sending a code); true when they pass. */
  checkFields: (names: readonly K[]) => Promise<boolean>;
  /** Checks every rule, then runs `action` with the trimmed values. */
  submit: (action: (values: Record<K, string>) => Promise<void>) => Promise<void>;
}

const trimmed = <K extends string>(values: Record<K, string>, keep: readonly K[]) =>
  Object.fromEntries(
    Object.entries<string>(values).map(([name, value]) => [
      name,
      keep.includes(name as K) ? value : value.trim(),
    ]),
  ) as Record<K, string>;

// In document order, so the first field to fix is the one nearest the top of the form.
const INVALID_CONTROL = [
  'form input[aria-invalid="true"]',
  'form textarea[aria-invalid="true"]',
  'form [aria-invalid="true"] input',
].join(', ');

/** Puts keyboard and screen-reader users on the first field to fix, once its error shows. */
function focusFirstInvalid(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(INVALID_CONTROL)?.focus());
}

export function useForm<K extends string>(
  rules: FormRules<K>,
  initial: Record<K, string>,
  /** Fields sent exactly as typed (passwords may start or end with a space). */
  untrimmed: readonly NoInfer<K>[] = [],
): FormState<K> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const [submitting, setSubmitting] = useState(false);
  const refusals = useSubmitRefusal([values]);

  const setValue = useCallback((name: K, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  }, []);

  const checkFields = async (names: readonly K[]) => {
    const all = await validateForm(rules, trimmed(values, untrimmed));
    const found: FormErrors<K> = {};
    for (const name of names) found[name] = all[name];
    setErrors((previous) => ({ ...previous, ...found }));
    return !hasErrors(found);
  };

  const submit = async (action: (values: Record<K, string>) => Promise<void>) => {
    const sent = trimmed(values, untrimmed);
    // Busy from the first click: the rules may still be loading, and a second click must not
    // send the form twice.
    setSubmitting(true);
    const found = await validateForm(rules, sent);
    setErrors(found);
    if (hasErrors(found)) {
      setSubmitting(false);
      focusFirstInvalid();
      return;
    }
    await refusals.run(() => action(sent));
    setSubmitting(false);
  };

  const bind = (name: K): FieldBinding => ({
    value: values[name],
    onValueChange: (value) => setValue(name, value),
    error: errors[name],
  });

  return {
    values,
    errors,
    submitting,
    refusal: refusals.refusal,
    clearRefusal: refusals.clear,
    setValue,
    setErrors,
    bind,
    checkFields,
    submit,
  };
}
