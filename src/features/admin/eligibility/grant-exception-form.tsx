// 允许例外: the reason staff must give (kept in 操作记录), in a dialog; the server's refusal stays
// under the field, the dialog closes once the exception is granted.
import { Text } from '@chakra-ui/react';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextAreaField } from '../../../theme/components/form-fields';
import { DialogButtons, DialogForm, FormDialog } from '../people/form-dialog';
import { grantException } from './eligibility-calls';
import { ELIGIBILITY_MESSAGES as M } from './eligibility-messages';

function ReasonForm({
  competitionId,
  userId,
  close,
}: {
  competitionId: number;
  userId: number;
  close: () => void;
}) {
  const form = useForm(
    {
      schema: () =>
        import('../../../contract/membership-eligibility').then((c) =>
          c.grantExceptionBody.pick({ reason: true }),
        ),
    },
    { reason: '' },
  );
  return (
    <DialogForm
      onSubmit={() => {
        void form.submit(async ({ reason }) => {
          await grantException(competitionId, userId, reason);
          close();
        });
      }}
    >
      <TextAreaField label={M.reason} name="reason" {...form.bind('reason')} />
      <Text color="fg.muted" fontSize="sm">
        {M.reasonHint}
      </Text>
      <FormRefusal refusal={form.refusal} />
      <DialogButtons submitLabel={M.grant} busy={form.submitting} cancelLabel={M.cancel} />
    </DialogForm>
  );
}

export function GrantExceptionButton({
  competitionId,
  userId,
  name,
}: {
  competitionId: number;
  userId: number;
  name: string;
}) {
  return (
    <FormDialog triggerLabel={M.grant} triggerName={M.grantName(name)} title={M.grantTitle(name)}>
      {(close) => <ReasonForm competitionId={competitionId} userId={userId} close={close} />}
    </FormDialog>
  );
}
