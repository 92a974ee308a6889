// One division's tab on an event's page: its phase and entries, its stages as the competition page
// shows them (the pool tables, bracket and final placements of a championship, or the standings
// of a competition scheduled by hand), its live scores, and the way to its full page. What it
// shows is the division's own competition answer, cached and versioned as that page's is.
import { Box, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { matchApi } from '../../contract/api/match';
import type { CompetitionDetail } from '../../contract/content-competition';
import type { PublicDivision } from '../../contract/events';
import { useApi } from '../../lib/api-read';
import { DataState } from '../../theme/components/data-state';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { TitledSection } from '../../theme/components/titled-section';
import { MATCH_MESSAGES as M, STATUS_LABELS } from './messages';
import { PoolStandings } from './pool-standings';
import { ChampionshipStages } from './stages/championship-stages';
import { StatusBadge } from './status-badge';
import { useLiveScores } from './use-live-scores';

function DivisionStages({
  competition: c,
  refresh,
}: {
  competition: CompetitionDetail;
  refresh: () => Promise<void>;
}) {
  useLiveScores(c, refresh);
  return c.championship ? (
    <ChampionshipStages championship={c.championship} pools={c.pools} />
  ) : (
    <TitledSection title={M.standings}>
      <PoolStandings competition={c} />
    </TitledSection>
  );
}

export function EventDivision({ division: d }: { division: PublicDivision }) {
  const result = useApi(matchApi.detail, { params: { id: d.competitionId } });
  return (
    <Stack gap="6" as="section" aria-label={d.name}>
      <Stack gap="2">
        <Heading as="h2" size="lg" overflowWrap="anywhere">
          {d.name}
        </Heading>
        <Box display="flex" gap="2" flexWrap="wrap" alignItems="center">
          <StatusBadge
            tone={d.status === 'ongoing' ? 'live' : d.status === 'finished' ? 'muted' : 'active'}
          >
            {STATUS_LABELS[d.status]}
          </StatusBadge>
          <StatusBadge tone="muted">{M.divisionTeams(d.teams)}</StatusBadge>
        </Box>
        <StandaloneLink to={`/match/detail?id=${d.competitionId}`} fontWeight="semibold">
          {M.divisionDetail(d.name)}
        </StandaloneLink>
      </Stack>
      <DataState result={result} skeleton={<Skeleton height="40" borderRadius="l3" />}>
        {(competition) => <DivisionStages competition={competition} refresh={result.refresh} />}
      </DataState>
    </Stack>
  );
}
