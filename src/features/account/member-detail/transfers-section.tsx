// A player's completed transfers on /member/detail (docs/membership.md, "Transfers"): public, as
// the membership history they change; nothing is shown while there are none.
import { Box, Stack, Text } from '@chakra-ui/react';
import { membershipEligibilityApi } from '../../../contract/api/membership-eligibility';
import { useApi } from '../../../lib/api-read';
import { DateText } from '../../../theme/components/date-text';
import { TitledSection } from '../../../theme/components/titled-section';
import { MEMBER_DETAIL_MESSAGES as M } from './messages';

export function TransfersSection({ userId }: { userId: number }) {
  const result = useApi(membershipEligibilityApi.memberTransfers, { params: { id: userId } });
  const transfers = result.data ?? [];
  if (transfers.length === 0) return null;
  return (
    <TitledSection gap="3" title={M.transfers}>
      <Stack as="ul" listStyleType="none" gap="3">
        {transfers.map((transfer) => (
          <Box
            as="li"
            key={transfer.id}
            p="4"
            borderWidth="1px"
            borderColor="border"
            borderRadius="l3"
          >
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {M.transferLine(transfer.fromClubName, transfer.toClubName)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {M.transferSeason(transfer.seasonYear)}
              {transfer.decidedAt && (
                <>
                  {' · '}
                  {M.transferApprovedOn} <DateText value={transfer.decidedAt} />
                </>
              )}
            </Text>
          </Box>
        ))}
      </Stack>
    </TitledSection>
  );
}
