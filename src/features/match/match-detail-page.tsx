// A competition's page (/match/detail?id= and, for international ones, /match/national/:id): facts,
// teams, schedule with live and final scores, standings and leaders. While a game is live the
// page refetches every 15 s; once none is, it stops.
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { CompetitionDetail } from '../../contract/content-competition';
import { useSwr } from '../../lib/swr';
import { AppLink } from '../../theme/components/app-link';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { usePageMeta } from '../../theme/use-page-meta';
import { CompetitionFacts } from './competition-facts';
import { GameSchedule } from './game-schedule';
import { LeaderBoard } from './leader-board';
import { MATCH_MESSAGES as M } from './messages';
import { Section } from './section';
import { StandingsTable } from './standings-table';
import { TeamList } from './team-list';
import { readId } from './read-id';
import { useLiveRefresh } from './use-live-refresh';

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

function CompetitionView({ competition: c }: { competition: CompetitionDetail }) {
  const live = c.games.some((game) => game.status === 'live');
  return (
    <Stack gap="10">
      <CompetitionFacts competition={c} />
      <Section title={M.schedule}>
        {live ? (
          <Text role="note" color="red.fg" fontWeight="medium">
            {M.liveHint}
          </Text>
        ) : null}
        <GameSchedule games={c.games} />
      </Section>
      <Section title={M.standings}>
        <StandingsTable standings={c.standings} />
      </Section>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="5">
        <LeaderBoard title={M.topScorers} leaders={c.topScorers} countText={M.goals} />
        <LeaderBoard title={M.topAssisters} leaders={c.topAssisters} countText={M.assists} />
      </Box>
      <Section title={M.teams}>
        <TeamList competitionId={c.id} teams={c.teams} />
      </Section>
    </Stack>
  );
}

function CompetitionPage({ id }: { id: number | undefined }) {
  const result = useSwr<CompetitionDetail>(id === undefined ? null : `/api/competitions/${id}`);
  const competition = result.data;
  usePageMeta(competition ? M.detailDescription(competition.name) : M.listDescription);
  useLiveRefresh(
    competition?.games.some((game) => game.status === 'live') ?? false,
    result.refresh,
  );
  return (
    <PageShell title={competition?.name}>
      <AppLink
        to="/match"
        color="brand.fg"
        alignSelf="flex-start"
        display="inline-flex"
        alignItems="center"
        minH="11"
      >
        {M.backToList}
      </AppLink>
      {id === undefined ? (
        <Text role="alert">{M.missingId}</Text>
      ) : (
        <DataState result={result} skeleton={<DetailSkeleton />}>
          {(data) => <CompetitionView competition={data} />}
        </DataState>
      )}
    </PageShell>
  );
}

export function MatchDetailPage() {
  const [params] = useSearchParams();
  return <CompetitionPage id={readId(params.get('id'))} />;
}

export function NationalMatchPage() {
  const { id } = useParams();
  return <CompetitionPage id={readId(id)} />;
}
