// A labelled native select styled like the theme's inputs that applies on change: native, so
// phones show their own picker, and no extra Chakra recipe joins the first load.
import { chakra, Field } from '@chakra-ui/react';
import { useId } from 'react';

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
      <chakra.select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        w="full"
        minH="11"
        px="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg"
        color="fg"
        fontSize="md"
        _focusVisible={{ borderColor: 'brand.solid' }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
    </Field.Root>
  );
}
