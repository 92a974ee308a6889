// A competition's page (/match/detail?id= and, for international ones, /match/national/:id): facts,
// teams, schedule with live and final scores, standings and leaders; for a division of an event,
// the event and its other divisions (event-links.tsx); for a championship, each stage with its
// pools and bracket, and the final placements beside the spirit ranking. While the competition is
// on, its scores are pushed to the page as they happen, or polled when the push cannot reach it
// (use-live-scores.ts).
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useParams } from 'react-router-dom';
import type { CompetitionDetail } from '../../contract/content-competition';
import { matchApi } from '../../contract/api/match';
import { useApi } from '../../lib/api-read';
import { PageShell } from '../../theme/components/page-shell';
import { readId, useQueryId } from '../../theme/components/record-id';
import { RecordState } from '../../theme/components/record-state';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { TitledSection } from '../../theme/components/titled-section';
import { usePageMeta } from '../../theme/use-page-meta';
import { CompetitionCalendar } from './competition-calendar';
import { CompetitionFacts } from './competition-facts';
import { EventLinks } from './event-links';
import { GameSchedule } from './game-schedule';
import { LeaderBoard } from './leader-board';
import { MATCH_MESSAGES as M } from './messages';
import { PoolStandings } from './pool-standings';
import { SpiritStandingsSection } from './spirit-standings-section';
import { ChampionshipStages } from './stages/championship-stages';
import { TeamList } from './team-list';
import { useLiveScores } from './use-live-scores';

function DetailSkeleton() {
  return (
    <Stack gap="4">
      <Skeleton height="32" borderRadius="l3" />
      <Skeleton height="8" width="40%" />
      <Skeleton height="20" />
      <Skeleton height="20" />
    </Stack>
  );
}

// Memoized: the page re-renders for its own reasons (a read starting, its title), and the view,
// hundreds of elements on a tournament's day, need not follow unless the competition changed.
const CompetitionView = memo(function CompetitionView({
  competition: c,
}: {
  competition: CompetitionDetail;
}) {
  const live = c.games.some((game) => game.status === 'live');
  return (
    <Stack gap="10">
      {c.event ? <EventLinks event={c.event} current={c.id} /> : null}
      <CompetitionFacts competition={c} />
      <TitledSection title={M.schedule}>
        {live ? (
          <Text role="note" color="red.fg" fontWeight="medium">
            {M.liveHint}
          </Text>
        ) : null}
        <GameSchedule games={c.games} />
        <CompetitionCalendar competitionId={c.id} />
      </TitledSection>
      {c.championship ? (
        <ChampionshipStages
          championship={c.championship}
          pools={c.pools}
          beside={<SpiritStandingsSection competitionId={c.id} />}
        />
      ) : (
        <TitledSection title={M.standings}>
          <PoolStandings competition={c} />
        </TitledSection>
      )}
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="5">
        <LeaderBoard title={M.topScorers} leaders={c.topScorers} countText={M.goals} />
        <LeaderBoard title={M.topAssisters} leaders={c.topAssisters} countText={M.assists} />
      </Box>
      {c.championship ? null : <SpiritStandingsSection competitionId={c.id} />}
      <TitledSection title={M.teams}>
        <TeamList competitionId={c.id} teams={c.teams} />
      </TitledSection>
    </Stack>
  );
});

/**
 * The live feed in a component of its own: its connection state (open, lost) re-renders only it,
 * not the page, which on a slow phone would be one long task each time.
 */
function LiveScoreFeed({
  competition,
  refresh,
}: {
  competition: CompetitionDetail | undefined;
  refresh: () => Promise<void>;
}) {
  useLiveScores(competition, refresh);
  return null;
}

function CompetitionPage({ id }: { id: number | undefined }) {
  const result = useApi(matchApi.detail, id === undefined ? null : { params: { id } });
  const competition = result.data;
  usePageMeta(competition ? M.detailDescription(competition.name) : M.listDescription);
  return (
    <PageShell title={competition?.name}>
      <LiveScoreFeed competition={competition} refresh={result.refresh} />
      <StandaloneLink to="/match">{M.backToList}</StandaloneLink>
      <RecordState
        named={id !== undefined}
        missing={M.missingId}
        result={result}
        skeleton={<DetailSkeleton />}
      >
        {(data) => <CompetitionView competition={data} />}
      </RecordState>
    </PageShell>
  );
}

export function MatchDetailPage() {
  return <CompetitionPage id={useQueryId()} />;
}

export function NationalMatchPage() {
  const { id } = useParams();
  return <CompetitionPage id={readId(id)} />;
}
