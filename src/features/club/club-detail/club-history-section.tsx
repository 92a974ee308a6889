// A club's history on /club/detail (docs/records.md, "Clubs"): each season's win-loss, point
// difference and spirit average received, each competition with its final placement, and a
// choice of another club to compare head to head.
import { Box, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { clubRecordsApi } from '../../../contract/api/club-records';
import type { ClubHistory } from '../../../contract/club-records';
import { useApi } from '../../../lib/api-read';
import { StandaloneLink } from '../../../theme/components/standalone-link';
import { DataState } from '../../../theme/components/data-state';
import { NativeSelect } from '../../../theme/components/native-select';
import { TitledSection } from '../../../theme/components/titled-section';
import { CLUB_HISTORY_MESSAGES as M } from './club-history-messages';

function HeadToHeadChoice({ history }: { history: ClubHistory }) {
  const [other, setOther] = useState('');
  if (history.opponents.length === 0) return null;
  return (
    <Stack gap="2">
      <label htmlFor="head-to-head-other">
        <Text fontWeight="semibold">{M.chooseOther}</Text>
      </label>
      <NativeSelect
        id="head-to-head-other"
        value={other}
        onChange={(event) => setOther(event.currentTarget.value)}
      >
        <option value="">{M.choosePrompt}</option>
        {history.opponents.map((club) => (
          <option key={club.id} value={club.id}>
            {club.name}
          </option>
        ))}
      </NativeSelect>
      {other ? (
        <StandaloneLink to={`/club/head-to-head?clubId=${history.club.id}&otherId=${other}`}>
          {M.compare}
        </StandaloneLink>
      ) : null}
    </Stack>
  );
}

function HistoryView({ history }: { history: ClubHistory }) {
  if (history.competitions.length === 0) return <Text color="fg.muted">{M.empty}</Text>;
  return (
    <Stack gap="6">
      <Stack as="ul" gap="3" aria-label={M.seasons} listStyleType="none">
        {history.seasons.map((season) => (
          <Box as="li" key={season.season} borderWidth="1px" borderRadius="l2" p="3">
            <Text fontWeight="semibold">{M.season(season.season)}</Text>
            <Text>
              {M.tally(season.wins, season.losses, season.games)} · {M.diff(season.diff)}
            </Text>
            <Text color="fg.muted">{M.spirit(season.spiritAverage, season.spiritCount)}</Text>
          </Box>
        ))}
      </Stack>
      <Stack as="ul" gap="3" aria-label={M.competitions} listStyleType="none">
        {history.competitions.map((c) => (
          <Box as="li" key={c.competitionId}>
            <StandaloneLink to={`/match/detail?id=${c.competitionId}`}>{c.name}</StandaloneLink>
            <Text>
              {M.placement(c.placement, c.placedTeams)} · {M.tally(c.wins, c.losses, c.games)} ·{' '}
              {M.diff(c.diff)}
            </Text>
          </Box>
        ))}
      </Stack>
      <HeadToHeadChoice history={history} />
      <StandaloneLink to={`/records/ranking?division=${history.club.division}`}>
        {M.ranking}
      </StandaloneLink>
    </Stack>
  );
}

export function ClubHistorySection({ clubId }: { clubId: number }) {
  const result = useApi(clubRecordsApi.history, { params: { id: clubId } });
  return (
    <TitledSection title={M.title} id="club-history" gap="3">
      <DataState result={result}>{(history) => <HistoryView history={history} />}</DataState>
    </TitledSection>
  );
}
