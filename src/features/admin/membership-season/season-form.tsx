// The fields of a season (dates, the fee per kind in yuan, the transfer window, whether an ID
// number is required), for creating one and changing one. The contract turns yuan into fen.
import { SimpleGrid } from '@chakra-ui/react';
import type { Season, SeasonBody } from '../../../contract/membership-season';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { ChoiceField, TextField } from '../../../theme/components/form-fields';
import { DialogButtons, DialogForm } from '../people/form-dialog';
import { saveSeason } from './season-calls';
import { SEASON_MESSAGES as M } from './season-messages';

const yuan = (fen: number) => String(fen / 100);

function initialValues(season?: Season) {
  const year = season?.year ?? new Date().getFullYear() + 1;
  return {
    year: String(year),
    startsOn: season?.startsOn ?? `${year}-01-01`,
    endsOn: season?.endsOn ?? `${year}-12-31`,
    feePlayer: season ? yuan(season.fees.player) : '',
    feeCoach: season ? yuan(season.fees.coach) : '',
    feeJudge: season ? yuan(season.fees.judge) : '',
    feeClub: season ? yuan(season.fees.club) : '',
    transferOpens: season?.transferOpens ?? '',
    transferCloses: season?.transferCloses ?? '',
    idNumberRequired: String(season?.idNumberRequired ?? false),
  };
}

const DATE_FIELDS = ['startsOn', 'endsOn', 'transferOpens', 'transferCloses'] as const;
const FEE_FIELDS = ['feePlayer', 'feeCoach', 'feeJudge', 'feeClub'] as const;

export function SeasonForm({ season, close }: { season?: Season; close: () => void }) {
  const form = useForm(
    { schema: () => import('../../../contract/membership-season').then((c) => c.seasonBody) },
    initialValues(season),
  );
  return (
    <DialogForm
      onSubmit={() => {
        void form.submit(async (values) => {
          // The schema has just checked the values; it coerces the strings the fields hold.
          await saveSeason(season?.id ?? null, values as unknown as SeasonBody);
          close();
        });
      }}
    >
      <TextField
        label={M.fields.year}
        name="year"
        inputMode="numeric"
        {...form.bind('year')}
        required
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {DATE_FIELDS.map((name) => (
          <TextField
            key={name}
            label={M.fields[name]}
            name={name}
            type="date"
            {...form.bind(name)}
          />
        ))}
        {FEE_FIELDS.map((name) => (
          <TextField
            key={name}
            label={M.fields[name]}
            name={name}
            inputMode="decimal"
            {...form.bind(name)}
            required
          />
        ))}
      </SimpleGrid>
      <ChoiceField
        label={M.fields.idNumberRequired}
        name="idNumberRequired"
        {...form.bind('idNumberRequired')}
        options={[
          { value: 'false', label: M.idRequired.false },
          { value: 'true', label: M.idRequired.true },
        ]}
      />
      <FormRefusal refusal={form.refusal} />
      <DialogButtons submitLabel={M.save} busy={form.submitting} cancelLabel={M.cancel} />
    </DialogForm>
  );
}
