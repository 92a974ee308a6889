// The club's own fields, for registering a club and for correcting it later. The rules and
// messages are the contract's (registerClubBody), checked here on the body that will be sent.
import { Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { Club, Division, RegisterClubBody } from '../../contract/club';
import { useForm, type FormState } from '../../lib/forms/use-form';
import type { FormRules } from '../../lib/forms/validate-form';
import { FormButtons } from '../../theme/components/form-submit';
import { ChoiceField, TextAreaField, TextField } from '../../theme/components/form-fields';
import { DIVISION_OPTIONS, TEXT } from './messages';

export type ClubField = 'name' | 'division' | 'city' | 'logo' | 'intro' | 'foundedYear';

export const clubValues = (club?: Club): Record<ClubField, string> => ({
  name: club?.name ?? '',
  division: club?.division ?? '',
  city: club?.city ?? '',
  logo: club?.logo ?? '',
  intro: club?.intro ?? '',
  foundedYear: club?.foundedYear === null || club === undefined ? '' : String(club.foundedYear),
});

/** The form's strings as the call's body, trimmed: empty optional fields become null. */
export function clubBody(values: Record<ClubField, string>): RegisterClubBody {
  const value = (name: ClubField) => values[name].trim();
  return {
    name: value('name'),
    division: value('division') as Division,
    city: value('city'),
    logo: value('logo') || null,
    intro: value('intro') || null,
    foundedYear: value('foundedYear') ? Number(value('foundedYear')) : null,
  };
}

export const CLUB_RULES: FormRules<ClubField> = {
  schema: () => import('../../contract/club').then((contract) => contract.registerClubBody),
  body: clubBody,
};

export function ClubFields<K extends string>({ form }: { form: FormState<ClubField | K> }) {
  const { bind } = form;
  return (
    <Stack gap="4">
      <TextField label={TEXT.name} name="clubName" required {...bind('name')} />
      <ChoiceField
        label={TEXT.division}
        name="division"
        required
        options={DIVISION_OPTIONS}
        {...bind('division')}
      />
      <TextField label={TEXT.clubCity} name="clubCity" required {...bind('city')} />
      <TextField
        label={TEXT.foundedYear}
        name="foundedYear"
        inputMode="numeric"
        {...bind('foundedYear')}
      />
      <TextField
        label={TEXT.logo}
        name="logo"
        type="url"
        placeholder="https://"
        {...bind('logo')}
      />
      <TextAreaField label={TEXT.intro} name="intro" maxLength={1000} {...bind('intro')} />
    </Stack>
  );
}

export interface ClubFormProps {
  initial?: Club;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (body: RegisterClubBody) => Promise<void>;
  onCancel?: () => void;
}

export function ClubForm({
  initial,
  submitLabel,
  submittingLabel,
  onSubmit,
  onCancel,
}: ClubFormProps) {
  const form = useForm(CLUB_RULES, clubValues(initial));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit((values) => onSubmit(clubBody(values)));
  };
  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <ClubFields form={form} />
        <FormButtons
          form={form}
          busyText={submittingLabel}
          submitText={submitLabel}
          cancelText={TEXT.cancel}
          onCancel={onCancel}
          large
        />
      </form>
    </Stack>
  );
}
