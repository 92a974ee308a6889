// One transfer as the user centre and the club centre list it: who, from which club to which, its
// state in Chinese, when it was asked, a rejection's reason, and the actions the reader may take
// with the refusal of the last one under them.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TRANSFER_STATUS_LABELS, type Transfer } from '../../../contract/membership-eligibility';
import type { Refusal } from '../../../lib/forms/refusal';
import { DateText } from '../../../theme/components/date-text';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TRANSFER_TEXT as T } from './transfer-messages';

export function TransferLine({
  transfer,
  actions,
  refusal,
}: {
  transfer: Transfer;
  actions?: ReactNode;
  refusal?: Refusal | null;
}) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3">
      <Stack gap="2">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {transfer.userName} · {T.line(transfer.fromClubName, transfer.toClubName)}
        </Text>
        <Text fontSize="sm">
          {transfer.seasonYear} · {TRANSFER_STATUS_LABELS[transfer.status]}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {T.requestedAt} <DateText value={transfer.requestedAt} />
        </Text>
        {transfer.reason && (
          <Text color="red.700" fontSize="sm">
            {T.reason}：{transfer.reason}
          </Text>
        )}
        {actions && (
          <Stack direction="row" gap="3" wrap="wrap">
            {actions}
          </Stack>
        )}
        <FormRefusal refusal={refusal ?? null} />
      </Stack>
    </Box>
  );
}
