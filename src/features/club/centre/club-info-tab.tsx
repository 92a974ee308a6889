// The club's profile and approval status; the contact may correct it (/api/club/update).
import { Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { clubApi } from '../../../contract/api/club';
import type { Club } from '../../../contract/club';
import { callApi } from '../../../lib/api-client';
import { AppLink } from '../../../theme/components/app-link';
import { formatDate } from '../../../theme/components/date-format';
import { CLUB_STATUS_LABEL, DIVISION_LABEL, TEXT } from '../messages';
import { ClubForm } from '../club-form';
import { toast } from '../../../lib/notify';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="flex" flexWrap="wrap" columnGap="4" py="1.5">
      <Box as="dt" color="fg.muted" minW="24">
        {label}
      </Box>
      <Box as="dd" fontWeight="medium" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

export function ClubInfoTab({ club, onSaved }: { club: Club; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <ClubForm
        initial={club}
        submitLabel={TEXT.save}
        submittingLabel={TEXT.saving}
        onCancel={() => setEditing(false)}
        onSubmit={async (body) => {
          await callApi(clubApi.update, { body });
          toast.success(TEXT.saved);
          setEditing(false);
          onSaved();
        }}
      />
    );
  }
  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ sm: 'flex-start' }}>
        {club.logo && (
          <Image
            src={club.logo}
            alt={TEXT.logoAlt(club.name)}
            boxSize="24"
            objectFit="contain"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg"
          />
        )}
        <Box as="dl" flex="1">
          <Fact label={TEXT.name}>{club.name}</Fact>
          <Fact label={TEXT.status}>
            <Text as="span" color={club.status === 'approved' ? 'brand.fg' : 'orange.fg'}>
              {CLUB_STATUS_LABEL[club.status]}
            </Text>
          </Fact>
          <Fact label={TEXT.division}>{DIVISION_LABEL[club.division]}</Fact>
          <Fact label={TEXT.city}>{club.city}</Fact>
          <Fact label={TEXT.foundedYear}>{club.foundedYear ?? TEXT.notSet}</Fact>
          <Fact label={TEXT.createdAt}>{formatDate(club.createdAt)}</Fact>
          <Fact label={TEXT.intro}>{club.intro || TEXT.notSet}</Fact>
        </Box>
      </Stack>
      <Stack direction="row" gap="4" align="center" wrap="wrap">
        <Button variant="outline" colorPalette="brand" minH="11" onClick={() => setEditing(true)}>
          {TEXT.edit}
        </Button>
        {club.status === 'approved' && (
          <AppLink
            to="/user/season"
            color="brand.fg"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            {TEXT.toSeason}
          </AppLink>
        )}
        {club.status === 'approved' && (
          <AppLink
            to="/user/transfers"
            color="brand.fg"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            {TEXT.toTransfers}
          </AppLink>
        )}
      </Stack>
    </Stack>
  );
}
