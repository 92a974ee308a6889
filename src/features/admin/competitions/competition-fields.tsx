// The competition editor's fields: what it is, when and where, the registration window and roster
// limits, the fee and documents, the phase, forfeits, the cover and the description.
import { Field, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import type { FormState } from '../../../lib/forms/use-form';
import { useLov } from '../../../lib/global-state';
import { NativeSelect } from '../../../theme/components/native-select';
import { ChoiceField, TextField } from '../../../theme/components/form-fields';
import { BodyField } from '../trainings/body-field';
import { UploadField } from '../uploads/upload-field';
import { CompetitionDocumentsField } from './competition-documents-field';
import { documentsOf, type CompetitionField } from './competition-form';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

const DIVISION_OPTIONS = (['MIX', 'MALE', 'FEMALE'] as const).map((value) => ({
  value,
  label: M.division[value],
}));
const SCOPE_OPTIONS = (['national', 'international'] as const).map((value) => ({
  value,
  label: M.scope[value],
}));
const PHASE_OPTIONS = [
  { value: '', label: M.phaseAuto },
  ...(['upcoming', 'registering', 'ongoing', 'finished'] as const).map((value) => ({
    value,
    label: M.phase[value],
  })),
];

function SelectField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function CompetitionFields({ form }: { form: FormState<CompetitionField> }) {
  const { values, errors, setValue } = form;
  const levels = useLov('COMPETITION_LEVEL');
  // A new competition takes the first level, so name, dates and place are enough to save it.
  const firstLevel = levels[0]?.value;
  useEffect(() => {
    if (values.level === '' && firstLevel) setValue('level', firstLevel);
  }, [values.level, firstLevel, setValue]);
  const text = (name: CompetitionField, extra: Record<string, unknown> = {}) => ({
    label: M.fields[name],
    name,
    ...form.bind(name),
    ...extra,
  });
  const cover = values.cover;
  return (
    <Stack gap="4">
      <TextField {...text('name')} required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label={M.fields.level} error={errors.level}>
          <NativeSelect
            name="level"
            value={values.level}
            onChange={(event) => setValue('level', event.currentTarget.value)}
          >
            {values.level === '' ? <option value="">{M.chooseLevel}</option> : null}
            {levels.map((level) => (
              <option key={level.value} value={level.value}>
                {level.name}
              </option>
            ))}
          </NativeSelect>
        </SelectField>
        <SelectField label={M.fields.phase} error={errors.phase} hint={M.hints.phase}>
          <NativeSelect
            name="phase"
            value={values.phase}
            onChange={(event) => setValue('phase', event.currentTarget.value)}
          >
            {PHASE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </SelectField>
      </SimpleGrid>
      <ChoiceField {...text('scope')} options={SCOPE_OPTIONS} />
      <ChoiceField {...text('division')} options={DIVISION_OPTIONS} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...text('startDate')} type="date" required />
        <TextField {...text('endDate')} type="date" required />
        <TextField {...text('city')} />
        <TextField {...text('venue')} />
        <TextField {...text('registrationOpens')} type="date" hint={M.hints.registration} />
        <TextField {...text('registrationCloses')} type="date" />
        <TextField {...text('minRoster')} inputMode="numeric" required />
        <TextField {...text('maxRoster')} inputMode="numeric" required />
        {values.division === 'MIX' ? (
          <>
            <TextField {...text('minMale')} inputMode="numeric" required />
            <TextField {...text('minFemale')} inputMode="numeric" required />
          </>
        ) : null}
        <TextField
          {...text('forfeitPoints')}
          inputMode="numeric"
          hint={M.hints.forfeitPoints}
          required
        />
        <TextField {...text('spiritDeadline')} type="date" hint={M.hints.spiritDeadline} />
      </SimpleGrid>
      <TextField {...text('fee')} hint={M.hints.fee} />
      <CompetitionDocumentsField
        documents={documentsOf(values.documents)}
        onChange={(documents) => setValue('documents', JSON.stringify(documents))}
        error={errors.documents}
      />
      <UploadField
        label={M.fields.cover}
        kind="image"
        value={
          cover ? { id: 0, url: cover, fileName: M.coverName, mime: '', size: Number.NaN } : null
        }
        onChange={(file) => setValue('cover', file ? file.url : '')}
        error={errors.cover}
      />
      <BodyField
        label={M.fields.description}
        value={values.description}
        onChange={(html) => setValue('description', html)}
        error={errors.description}
      />
    </Stack>
  );
}
