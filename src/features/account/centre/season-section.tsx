// The person's status for the current season, and the way to /user/season to register or renew.
import { Text } from '@chakra-ui/react';
import { membershipSeasonApi } from '../../../contract/api/membership-season';
import { KIND_LABELS } from '../../../contract/rules/season-registration';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { AppLink } from '../../../theme/components/app-link';
import { TEXT } from '../messages';
import { CentreSection } from './centre-section';

export function SeasonSection() {
  const result = useAccountApi(membershipSeasonApi.mySeason, {});
  const mine = result.data;
  const season = mine?.season ?? null;
  const current = season ? (mine?.registrations ?? []).filter((r) => r.seasonId === season.id) : [];
  return (
    <CentreSection
      title={TEXT.season}
      actions={
        <AppLink
          to="/user/season"
          color="brand.fg"
          minH="11"
          display="inline-flex"
          alignItems="center"
        >
          {TEXT.toSeason}
        </AppLink>
      }
    >
      {season === null ? (
        <Text color="fg.muted">{TEXT.noSeason}</Text>
      ) : current.length === 0 ? (
        <Text>{TEXT.seasonUnregistered(season.year)}</Text>
      ) : (
        current.map((r) => (
          <Text key={r.id}>
            {season.year} · {KIND_LABELS[r.kind]} · {r.statusLabel}
          </Text>
        ))
      )}
    </CentreSection>
  );
}
