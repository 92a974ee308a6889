// The person's ID number on the 年度注册 page: only its masked form is ever shown, and the field
// is emptied once the server has taken the number, so the full digits never stay in the page.
// A refusal (a wrong checksum, a birth date that cannot be) stays under the field.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSubmitRefusal } from '../../lib/forms/use-submit-refusal';
import { toast } from '../../lib/notify';
import { FormRefusal } from '../../theme/components/form-refusal';
import { TextField } from '../../theme/components/form-fields';
import { saveIdNumber } from './season-calls';
import { SeasonCard } from './season-card';
import { SEASON_TEXT as T } from './season-messages';

/** The anchor the registration form links to when the season requires the number. */
export const ID_NUMBER_ANCHOR = 'id-number';

export function IdNumberSection({
  masked,
  onSaved,
}: {
  masked: string | null;
  onSaved: () => void;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const refusals = useSubmitRefusal([value]);

  const send = async () => {
    setBusy(true);
    const sent = await refusals.run(async () => {
      const saved = await saveIdNumber(value);
      toast.success(T.idNumberSaved(saved.masked));
    });
    setBusy(false);
    if (sent) {
      setValue('');
      onSaved();
    }
  };

  return (
    <div id={ID_NUMBER_ANCHOR}>
      <SeasonCard title={T.idNumber}>
        <Text>
          {T.idNumberOnFile}
          {masked ?? T.idNumberMissing}
        </Text>
        <Stack asChild gap="3">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <TextField
              label={masked ? T.idNumberReplace : T.idNumberNew}
              name="idNumber"
              autoComplete="off"
              maxLength={30}
              value={value}
              onValueChange={setValue}
              hint={T.idNumberHint}
            />
            <FormRefusal refusal={refusals.refusal} />
            <Button type="submit" colorPalette="brand" minH="11" loading={busy} alignSelf="start">
              {T.idNumberSave}
            </Button>
          </form>
        </Stack>
      </SeasonCard>
    </div>
  );
}
