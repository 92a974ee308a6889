// A payment's state as a pill (待确认 orange, 已确认 green, 已退回 red), the same in the payer's
// 我的缴费 and in the console's treasurer's list.
import { Box } from '@chakra-ui/react';
import { paymentLabels, type Payment } from '../../contract/membership-payments';

const PALETTE = { submitted: 'orange', confirmed: 'green', refused: 'red' } as const;

export function PaymentStatusBadge({ status }: { status: Payment['status'] }) {
  return (
    <Box
      as="span"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      colorPalette={PALETTE[status]}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
    >
      {paymentLabels.status[status]}
    </Box>
  );
}
