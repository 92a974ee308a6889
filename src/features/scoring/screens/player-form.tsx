// Fixing a player's name or number, or adding a player missing from the game's roster (the
// original's save/name). Checked here with the contract's limits before it is recorded.
import { Button, Field, Grid, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { MSG } from '../messages';

export interface PlayerFields {
  name: string;
  number: number | null;
}

interface PlayerFormProps {
  initial: PlayerFields;
  onSave(fields: PlayerFields): void;
  onCancel(): void;
}

function parseNumber(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

export function PlayerForm({ initial, onSave, onCancel }: PlayerFormProps) {
  const [name, setName] = useState(initial.name);
  const [number, setNumber] = useState(initial.number === null ? '' : String(initial.number));
  const [errors, setErrors] = useState<{ name?: string; number?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseNumber(number);
    const found = {
      name: name.trim() === '' || name.trim().length > 20 ? MSG.nameRequired : undefined,
      number: parsed === 'invalid' ? MSG.numberInvalid : undefined,
    };
    setErrors(found);
    if (found.name || found.number || parsed === 'invalid') return;
    onSave({ name: name.trim(), number: parsed });
  };

  return (
    <Stack asChild gap="3" bg="gray.50" p="3" borderRadius="l2">
      <form onSubmit={submit} noValidate>
        <Grid templateColumns="2fr 1fr" gap="2">
          <Field.Root invalid={Boolean(errors.name)}>
            <Field.Label>{MSG.playerName}</Field.Label>
            <Input
              size="xl"
              bg="bg"
              borderColor="gray.500"
              maxLength={20}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <Field.ErrorText color="red.700">{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.number)}>
            <Field.Label>{MSG.playerNumber}</Field.Label>
            <Input
              size="xl"
              bg="bg"
              borderColor="gray.500"
              inputMode="numeric"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
            <Field.ErrorText color="red.700">{errors.number}</Field.ErrorText>
          </Field.Root>
        </Grid>
        <Grid templateColumns="1fr 1fr" gap="2">
          <Button
            size="xl"
            variant="outline"
            colorPalette="gray"
            borderColor="gray.700"
            bg="bg"
            onClick={onCancel}
          >
            {MSG.cancel}
          </Button>
          <Button
            size="xl"
            type="submit"
            colorPalette="brand"
            bg="brand.700"
            _hover={{ bg: 'brand.800' }}
          >
            {MSG.save}
          </Button>
        </Grid>
      </form>
    </Stack>
  );
}
