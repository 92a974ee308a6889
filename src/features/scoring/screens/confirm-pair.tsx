// The two buttons of every question the scoring screens ask (finish the game, log out with actions
// waiting): a quiet 取消 and a red confirmation, both at 7:1 so they read in the sun.
import { Button, Grid } from '@chakra-ui/react';
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
