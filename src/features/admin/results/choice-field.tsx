// A labelled native select with its error under it (a phone shows its own picker).
import { Field } from '@chakra-ui/react';
import { NativeSelect } from '../../../theme/components/native-select';

export interface ChoiceFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice. */
  placeholder: string;
  error?: string;
  required?: boolean;
}

export function ChoiceField(props: ChoiceFieldProps) {
  const { label, name, value, onValueChange, options, placeholder, error, required } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label fontSize="md">
        {label}
        {required && <Field.RequiredIndicator aria-hidden="true" />}
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
