// Asks before a destructive action (撤回, 删除, 停用…), runs it, and shows its refusal inside the
// dialog if the server says no; the dialog closes once the action succeeded. Usage:
//
//   <ConfirmDialog
//     triggerLabel="撤回" title="撤回这条通知？" description="撤回后访客将看不到它。"
//     confirmLabel="撤回" onConfirm={() => callApi(…)} onDone={() => navigate(…)}
//   />
//
// Chakra's Dialog (focus kept inside, Escape and 取消 close, the trigger refocused), styled here
// with style props: its recipe is not in the app's system (docs/where-changes-go.md).
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { DialogFrame } from './dialog-frame';
import { SHELL_MESSAGES as M } from './shell-messages';

export interface ConfirmDialogProps {
  triggerLabel: string;
  title: string;
  description?: string;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown>;
  onDone?: () => void | Promise<void>;
  /** `brand` for an action that undoes nothing (通过, 启用); red by default. */
  tone?: 'danger' | 'brand';
  /** The trigger's accessible name when a list shows many alike, e.g. 「通过 北京飞羽飞盘俱乐部」. */
  triggerName?: string;
}

export function ConfirmDialog({
  triggerLabel,
  title,
  description,
  confirmLabel = M.confirm,
  onConfirm,
  onDone,
  tone = 'danger',
  triggerName,
}: ConfirmDialogProps) {
  const palette = tone === 'danger' ? 'red' : 'brand';
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { refusal, run, clear } = useSubmitRefusal();

  const confirm = async () => {
    setBusy(true);
    const done = await run(onConfirm);
    setBusy(false);
    if (!done) return;
    setOpen(false);
    await onDone?.();
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) clear();
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          colorPalette={palette}
          minH="11"
          aria-label={triggerName}
        >
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <DialogFrame title={title}>
        {description && (
          <Dialog.Description asChild>
            <Text color="fg.muted">{description}</Text>
          </Dialog.Description>
        )}
        <FormRefusal refusal={refusal} />
        <Stack direction="row" justify="flex-end" gap="3">
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" minH="11">
              {M.cancel}
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette={palette} minH="11" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Stack>
      </DialogFrame>
    </Dialog.Root>
  );
}
