// 现场缴费: money staff took at an event for one registration 待缴费, recorded and confirmed at once
// (POST /api/admin/membership/payments/in-person): it gets the season's next receipt number, as a
// confirmed transfer does. The amount starts at the fee; a wrong one, a registration no longer
// 待缴费 or a season over is refused by the server, shown under the form, and nothing changes.
import { Text } from '@chakra-ui/react';
import { fenOf, yuan } from '../../../contract/membership-payments';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { DialogButtons, DialogForm, FormDialog } from '../people/form-dialog';
import { recordInPerson } from './payment-calls';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

export interface PayableRegistration {
  id: number;
  name: string;
  /** What is paid for, e.g. 「2027年度 球员」. */
  item: string;
  feeFen: number;
}

/** Today in the browser's own calendar, as the date field wants it. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function InPersonForm({
  registration,
  close,
}: {
  registration: PayableRegistration;
  close: () => void;
}) {
  const form = useForm(
    { schema: () => import('../../../contract/membership-payments').then((c) => c.inPersonForm) },
    { amount: (registration.feeFen / 100).toFixed(2), paidOn: localToday() },
  );
  return (
    <DialogForm
      onSubmit={() => {
        void form.submit(async ({ amount, paidOn }) => {
          await recordInPerson(registration.id, fenOf(amount), paidOn);
          close();
        });
      }}
    >
      <Text>{M.inPersonFor(registration.item, yuan(registration.feeFen))}</Text>
      <Text color="fg.muted" fontSize="sm">
        {M.inPersonWay}
      </Text>
      <TextField label={M.amount} name="amount" inputMode="decimal" {...form.bind('amount')} />
      <TextField label={M.paidOn} name="paidOn" type="date" {...form.bind('paidOn')} />
      <FormRefusal refusal={form.refusal} />
      <DialogButtons submitLabel={M.record} busy={form.submitting} cancelLabel={M.cancel} />
    </DialogForm>
  );
}

export function InPersonPaymentButton({ registration }: { registration: PayableRegistration }) {
  return (
    <FormDialog
      triggerLabel={M.inPerson}
      triggerName={M.inPersonName(registration.name)}
      title={M.inPersonTitle(registration.name)}
    >
      {(close) => <InPersonForm registration={registration} close={close} />}
    </FormDialog>
  );
}
