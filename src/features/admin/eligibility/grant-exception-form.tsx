// 允许例外: the reason staff must give (kept in 操作记录), in a dialog; the server's refusal stays
// under the field, the dialog closes once the exception is granted.
import { FormDialog } from '../people/form-dialog';
import { ReasonDialogForm } from '../people/reason-dialog-form';
import { grantException } from './eligibility-calls';
import { ELIGIBILITY_MESSAGES as M } from './eligibility-messages';

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
      {(close) => (
        <ReasonDialogForm
          schema={() =>
            import('../../../contract/membership-eligibility').then((c) =>
              c.grantExceptionBody.pick({ reason: true }),
            )
          }
          label={M.reason}
          hint={M.reasonHint}
          submitLabel={M.grant}
          cancelLabel={M.cancel}
          palette="brand"
          onSubmit={(reason) => grantException(competitionId, userId, reason)}
          close={close}
        />
      )}
    </FormDialog>
  );
}
