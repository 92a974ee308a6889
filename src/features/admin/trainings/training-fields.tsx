// The training editor's fields: the course's facts, then 正文.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormState } from '../../../lib/forms/use-form';
import { useLov } from '../../../lib/global-state';
import { SelectField } from '../shell/select-field';
import { ChoiceField, TextField } from '../../../theme/components/form-fields';
import { BodyField } from './body-field';
import type { TrainingField } from './training-form';
import { TRAININGS_MESSAGES as M } from './trainings-messages';

const KIND_OPTIONS = [
  { value: 'coach', label: M.kind.coach },
  { value: 'judge', label: M.kind.judge },
];

export function TrainingFields({ form }: { form: FormState<TrainingField> }) {
  const { values, errors, setValue, bind } = form;
  const levels = useLov('CERTIFICATE_TYPE');
  const text = (name: TrainingField, extra: Record<string, unknown> = {}) => ({
    label: M.fields[name],
    name,
    ...bind(name),
    ...extra,
  });
  return (
    <Stack gap="4">
      <TextField {...text('title')} required />
      <ChoiceField {...text('kind')} options={KIND_OPTIONS} required />
      <SelectField
        label={M.fields.level}
        name="level"
        {...bind('level')}
        placeholder={M.chooseLevel}
        options={levels.map((level) => ({ value: level.value, label: level.name }))}
        required
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...text('city')} required />
        <TextField {...text('place')} required />
        <TextField {...text('startDate')} type="date" required />
        <TextField {...text('endDate')} type="date" required />
        <TextField {...text('signupDeadline')} type="date" required />
        <TextField {...text('fee')} inputMode="decimal" required />
        <TextField {...text('capacity')} inputMode="numeric" required />
      </SimpleGrid>
      <TextField {...text('signup')} />
      <BodyField
        label={M.fields.content}
        value={values.content}
        onChange={(html) => setValue('content', html)}
        error={errors.content}
      />
    </Stack>
  );
}
