// A labelled native select with its error under it, as the schedule forms choose teams and
// volunteers, the results forms a team, a player or a point, and the editors a category or a
// level (a phone shows its own picker).
import { Field } from '@chakra-ui/react';
import { NativeSelect } from '../../../theme/components/native-select';

export interface SelectFieldProps {
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

export function SelectField(props: SelectFieldProps) {
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
