// The form inside a FormDialog that asks for one reason (驳回 a club or a registration, 允许例外):
// the reason's field, a hint of who reads it, the server's refusal under it, 取消 and the action.
// The dialog closes once the action succeeded.
import { Text } from '@chakra-ui/react';
import type { ZodType } from 'zod';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextAreaField } from '../../../theme/components/form-fields';
import { DialogButtons, DialogForm } from './form-dialog';

export interface ReasonDialogFormProps {
  /** The contract's schema of `{ reason }`, loaded when the form checks. */
  schema: () => Promise<ZodType>;
  label: string;
  hint: string;
  submitLabel: string;
  cancelLabel: string;
  palette?: 'brand' | 'red';
  onSubmit: (reason: string) => Promise<unknown>;
  close: () => void;
}

export function ReasonDialogForm({
  schema,
  label,
  hint,
  submitLabel,
  cancelLabel,
  palette = 'red',
  onSubmit,
  close,
}: ReasonDialogFormProps) {
  const form = useForm({ schema }, { reason: '' });
  return (
    <DialogForm
      onSubmit={() => {
        void form.submit(async ({ reason }) => {
          await onSubmit(reason);
          close();
        });
      }}
    >
      <TextAreaField label={label} name="reason" {...form.bind('reason')} />
      <Text color="fg.muted" fontSize="sm">
        {hint}
      </Text>
      <FormRefusal refusal={form.refusal} />
      <DialogButtons
        submitLabel={submitLabel}
        busy={form.submitting}
        cancelLabel={cancelLabel}
        palette={palette}
      />
    </DialogForm>
  );
}
