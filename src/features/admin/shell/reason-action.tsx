// A required reason and the button that sends it with the rest of its form: how the results and
// schedule pages 加一分, 删除得分, 判弃权, 撤销弃权 and 取消比赛, each reason kept in the game's log.
// The form's refusal stays with the caller, which may show another's in the same place.
import { Button } from '@chakra-ui/react';
import type { FormState } from '../../../lib/forms/use-form';
import { TextField } from '../../../theme/components/login-forms/form-fields';

export interface ReasonActionProps {
  form: Pick<FormState<'reason'>, 'values' | 'errors' | 'setValue' | 'submitting'>;
  /** The reason field's label (更正原因, 弃权原因, 取消原因 …). */
  label: string;
  actionLabel: string;
  /** red where the action takes something away. */
  palette: 'brand' | 'red';
  onAction: () => Promise<void>;
}

export function ReasonAction({ form, label, actionLabel, palette, onAction }: ReasonActionProps) {
  return (
    <>
      <TextField
        label={label}
        name="reason"
        value={form.values.reason}
        onValueChange={(value) => form.setValue('reason', value)}
        error={form.errors.reason}
        required
      />
      <Button
        alignSelf="flex-start"
        minH="11"
        colorPalette={palette}
        loading={form.submitting}
        onClick={() => void onAction()}
      >
        {actionLabel}
      </Button>
    </>
  );
}
