// A labelled native select of the competition filters that applies on change.
import { Field } from '@chakra-ui/react';
import { useId } from 'react';
import { NativeSelect } from '../../theme/components/native-select';

export interface MatchSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function MatchSelect({ label, value, options, onChange }: MatchSelectProps) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field.Root>
  );
}
