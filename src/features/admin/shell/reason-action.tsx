// An action the console must give a reason for (取消比赛, 判负 and its undoing, a score's
// correction): the reason's field and the button that acts, written once for every such form.
import { Button } from '@chakra-ui/react';
import type { FormState } from '../../../lib/forms/use-form';
import { TextField } from '../../../theme/components/form-fields';

export interface ReasonActionProps {
  /** The reason's label (取消原因, 判负原因…). */
  label: string;
  form: Pick<FormState<'reason'>, 'bind' | 'submitting'>;
  actionLabel: string;
  /** red for an action that takes something away (取消, 判负, 删除). */
  palette: 'brand' | 'red';
  onAct: () => void;
}

export function ReasonAction({ label, form, actionLabel, palette, onAct }: ReasonActionProps) {
  return (
    <>
      <TextField label={label} name="reason" {...form.bind('reason')} required />
      <Button
        alignSelf="flex-start"
        minH="11"
        colorPalette={palette}
        loading={form.submitting}
        onClick={onAct}
      >
        {actionLabel}
      </Button>
    </>
  );
}
