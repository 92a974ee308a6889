// For a club contact: the club they keep, its approval status, and the way to the club centre.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { UserCenter } from '../../../contract/account';
import { AppLink } from '../../../theme/components/app-link';
import { CLUB_STATUS_LABEL, DIVISION_LABEL, TEXT } from '../messages';
import { CentreSection, Fact } from './centre-section';

export function ContactSection({ club }: { club: NonNullable<UserCenter['contactOf']> }) {
  return (
    <CentreSection title={TEXT.contactOf}>
      <Stack gap="3">
        <Box as="dl">
          <Fact label="俱乐部">{club.name}</Fact>
          <Fact label="组别">{DIVISION_LABEL[club.division]}</Fact>
          <Fact label={TEXT.status}>
            <Text as="span" color={club.status === 'approved' ? 'brand.fg' : 'orange.fg'}>
              {CLUB_STATUS_LABEL[club.status]}
            </Text>
          </Fact>
        </Box>
        <Box>
          <AppLink
            to="/user/club/info"
            color="brand.fg"
            fontWeight="semibold"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            {TEXT.toClubCentre}
          </AppLink>
        </Box>
      </Stack>
    </CentreSection>
  );
}
