// A labelled <select> of the console's forms (a category, a level): the label names it, the first
// option asks to choose, and the error sits under it. Its own file, not form-fields.tsx, so the
// sign-in forms that use TextField do not bring NativeSelect onto their pages' first load.
import { Field } from '@chakra-ui/react';
import type { ChoiceOption } from './form-fields';
import { NativeSelect } from './native-select';

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  /** The empty first option (请选择…). */
  placeholder: string;
  options: readonly ChoiceOption[];
  onValueChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

export function SelectField({
  label,
  name,
  value,
  placeholder,
  options,
  onValueChange,
  error,
  required,
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      <NativeSelect
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
