// The two buttons of every question the scoring screens ask (finish the game, log out with actions
// waiting): a quiet 取消 and a red confirmation, both at 7:1 so they read in the sun.
import { Button, Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MSG } from '../messages';

/** An outline button's colours at 7:1 on white: dark text and a dark border. */
export const OUTLINE_AT_7_TO_1 = {
  variant: 'outline',
  colorPalette: 'gray',
  color: 'gray.900',
  borderColor: 'gray.700',
  bg: 'bg',
} as const;

interface ConfirmPairProps {
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
  busy?: boolean;
}

interface ConfirmQuestionProps extends ConfirmPairProps {
  /** The question's accessible name. */
  label: string;
  tone: 'orange' | 'red';
  children: ReactNode;
}

/** A question that replaces its control until answered: what it asks, then 取消 and the answer. */
export function ConfirmQuestion({ label, tone, children, ...answers }: ConfirmQuestionProps) {
  return (
    <Stack
      gap="3"
      role="alertdialog"
      aria-label={label}
      bg={`${tone}.50`}
      borderWidth="2px"
      borderColor={`${tone}.700`}
      borderRadius="l2"
      p="3"
    >
      {children}
      <ConfirmPair {...answers} />
    </Stack>
  );
}

export function ConfirmPair({ confirmLabel, onCancel, onConfirm, busy }: ConfirmPairProps) {
  return (
    <Grid templateColumns="1fr 1fr" gap="3">
      <Button size="xl" {...OUTLINE_AT_7_TO_1} onClick={onCancel}>
        {MSG.cancel}
      </Button>
      <Button size="xl" colorPalette="red" bg="red.700" loading={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Grid>
  );
}
