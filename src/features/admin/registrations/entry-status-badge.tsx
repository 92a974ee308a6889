// An entry's state as a badge: 待审核, 已通过, 已驳回.
import { Box } from '@chakra-ui/react';
import type { RegistrationStatus } from '../../../contract/admin-registrations';
import { REGISTRATIONS_MESSAGES as M } from './registrations-messages';

const PALETTE: Record<RegistrationStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function EntryStatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <Box
      as="span"
      colorPalette={PALETTE[status]}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
    >
      {M.status[status]}
    </Box>
  );
}
