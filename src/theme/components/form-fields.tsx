// Labelled form controls of every form (sign-in, account, club, console): the label names the
// control, the error sits under it and is announced, and each control is 44 px tall or more on a phone.
import { Box, chakra, Field, Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

const errorStyle = { color: 'red.700', fontSize: 'sm' } as const;

export interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Marks the label with the required sign. */
  required?: boolean;
  /** Something beside the input (the 获取验证码 button). */
  addon?: ReactNode;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  required,
  addon,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label fontSize="md">
        {label}
        {required && <Field.RequiredIndicator aria-hidden="true" />}
      </Field.Label>
      <Stack direction="row" gap="2" w="full" align="stretch">
        <Input
          size="lg"
          minH="11"
          borderColor="gray.500"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...input}
        />
        {addon}
      </Stack>
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText {...errorStyle}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

const Textarea = chakra('textarea');

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  maxLength?: number;
}

export function TextAreaField({ label, value, onValueChange, error, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontSize="md" fontWeight="medium">
        {label}
      </chakra.label>
      <Textarea
        id={id}
        w="full"
        minH="28"
        p="3"
        borderWidth="1px"
        borderColor={error ? 'red.600' : 'gray.500'}
        borderRadius="l2"
        bg="bg"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
      {error && (
        <Text id={`${id}-error`} {...errorStyle}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly ChoiceOption[];
  onValueChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A radio group: a fieldset whose legend names it, one large target per choice. */
export function ChoiceField({
  label,
  name,
  value,
  options,
  onValueChange,
  error,
  required,
}: ChoiceFieldProps) {
  const errorId = `${name}-error`;
  return (
    <Box
      as="fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <Box as="legend" fontSize="md" fontWeight="medium" mb="1.5">
        {label}
        {required && (
          <Text as="span" color="red.700" ms="1" aria-hidden="true">
            *
          </Text>
        )}
      </Box>
      <Stack direction="row" gap="2" flexWrap="wrap">
        {options.map((option) => (
          <chakra.label
            key={option.value}
            display="inline-flex"
            alignItems="center"
            gap="2"
            minH="11"
            px="4"
            borderWidth="1px"
            borderRadius="l2"
            cursor="pointer"
            borderColor={value === option.value ? 'brand.solid' : 'gray.400'}
            bg={value === option.value ? 'brand.subtle' : 'bg'}
          >
            <chakra.input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              w="4"
              h="4"
              accentColor="var(--chakra-colors-brand-600)"
            />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
      {error && (
        <Text id={errorId} {...errorStyle} mt="1.5">
          {error}
        </Text>
      )}
    </Box>
  );
}
