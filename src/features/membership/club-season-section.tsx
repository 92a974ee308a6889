// A club contact's part of /user/season: the club's own registration for the season (kind
// 俱乐部) and each member's status as a player this season.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { membershipSeasonApi } from '../../contract/api/membership-season';
import type { ClubSeason } from '../../contract/membership-season';
import { useAccountApi } from '../../lib/auth/use-account-data';
import { useSubmitRefusal } from '../../lib/forms/use-submit-refusal';
import { toast } from '../../lib/notify';
import { DataState } from '../../theme/components/data-state';
import { FormRefusal } from '../../theme/components/form-refusal';
import { registerClubForSeason } from './season-calls';
import { SeasonCard } from './season-card';
import { SEASON_TEXT as T } from './season-messages';

function ClubParts({ club, refresh }: { club: ClubSeason; refresh: () => void }) {
  const [busy, setBusy] = useState(false);
  const refusals = useSubmitRefusal([club.registration?.id]);
  const { season, waiver, registration } = club;
  const register = async (seasonId: number, version: number) => {
    setBusy(true);
    const sent = await refusals.run(async () => {
      const saved = await registerClubForSeason(seasonId, version);
      toast.success(saved.statusLabel);
    });
    setBusy(false);
    if (sent) refresh();
  };
  return (
    <SeasonCard title={T.clubTitle}>
      {!season ? (
        <Text color="fg.muted">{T.noSeason}</Text>
      ) : registration ? (
        <Text fontWeight="semibold">
          {registration.year} · {registration.statusLabel} · {T.fee(registration.feeFen)}
        </Text>
      ) : waiver ? (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {T.acceptWaiver}（{T.waiverVersion(waiver.version)}）
          </Text>
          <FormRefusal refusal={refusals.refusal} />
          <Button
            colorPalette="brand"
            minH="11"
            loading={busy}
            onClick={() => void register(season.id, waiver.version)}
          >
            {T.registerClub}
          </Button>
        </Stack>
      ) : (
        <Text color="fg.muted">{T.noWaiver}</Text>
      )}
      <Text fontWeight="medium">{T.memberStatuses}</Text>
      {club.members.length === 0 ? (
        <Text color="fg.muted">{T.noMembers}</Text>
      ) : (
        <Box as="ul" listStyleType="none">
          {club.members.map((member) => (
            <Box as="li" key={member.userId} display="flex" justifyContent="space-between" py="1">
              <span>{member.name}</span>
              <span>{member.statusLabel}</span>
            </Box>
          ))}
        </Box>
      )}
    </SeasonCard>
  );
}

export function ClubSeasonSection() {
  const result = useAccountApi(membershipSeasonApi.clubSeason, {});
  return (
    <DataState result={result}>
      {(club) => <ClubParts club={club} refresh={() => void result.refresh()} />}
    </DataState>
  );
}
