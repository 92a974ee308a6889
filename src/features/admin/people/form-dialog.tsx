// A dialog that holds a small form (驳回's reason, 重置密码, a certificate): Chakra's Dialog with
// focus kept inside and Escape closing it, in the shell's DialogFrame as ConfirmDialog is. The
// form inside is given `close`, for after it succeeded; a fresh form is mounted at every opening, so nothing typed before lingers.
import { Button, Dialog, Stack, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DialogFrame } from '../shell/dialog-frame';

export interface FormDialogProps {
  triggerLabel: string;
  /** The trigger's accessible name when its label alone is ambiguous in a list (驳回 某俱乐部). */
  triggerName?: string;
  triggerProps?: ButtonProps;
  title: string;
  children: (close: () => void) => ReactNode;
}

export function FormDialog({
  triggerLabel,
  triggerName,
  triggerProps,
  title,
  children,
}: FormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" minH="11" aria-label={triggerName} {...triggerProps}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <DialogFrame title={title}>{open && children(() => setOpen(false))}</DialogFrame>
    </Dialog.Root>
  );
}

/** 取消 and the submit button at the foot of a dialog's form. */
export function DialogButtons({
  submitLabel,
  busy,
  cancelLabel,
  palette = 'brand',
}: {
  submitLabel: string;
  busy: boolean;
  cancelLabel: string;
  palette?: string;
}) {
  return (
    <Stack direction="row" justify="flex-end" gap="3">
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" minH="11">
          {cancelLabel}
        </Button>
      </Dialog.ActionTrigger>
      <Button type="submit" colorPalette={palette} minH="11" loading={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** The form inside a dialog: its fields stacked, the browser's own checks off (the schema's run). */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Stack>
  );
}
