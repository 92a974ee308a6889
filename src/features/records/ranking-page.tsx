// /records/ranking?division=&season=: the season ranking of one division (docs/records.md, "The
// season ranking"), with its rules and formula shown, and each club's row opening to its
// results, placement points × weight, so anyone can check the sum by hand.
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { clubRecordsApi } from '../../contract/api/club-records';
import type { SeasonRanking } from '../../contract/club-records';
import { DIVISIONS, type Division } from '../../contract/division';
import { useApi } from '../../lib/api-read';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { TitledSection } from '../../theme/components/titled-section';
import { usePageMeta } from '../../theme/use-page-meta';
import { RANKING_MESSAGES as M } from './ranking-messages';

const isDivision = (value: string | null): value is Division => DIVISIONS.some((d) => d === value);

const pathOf = (division: Division, season: number) =>
  `/records/ranking?division=${division}&season=${season}`;

function Rules({ ranking }: { ranking: SeasonRanking }) {
  return (
    <TitledSection title={M.rules} gap="3">
      <Text>{M.formula}</Text>
      <Text>{M.bestOf(ranking.rules.bestOf)}</Text>
      <Text>{M.ties}</Text>
      <Text>{M.season_rule}</Text>
      <Text fontWeight="semibold">{M.weights}</Text>
      <Stack as="ul" gap="1" listStyleType="none">
        {ranking.rules.weights.map((w) => (
          <li key={w.level}>{M.weightLine(w.levelName, w.maxPoints)}</li>
        ))}
      </Stack>
    </TitledSection>
  );
}

function Rows({ ranking }: { ranking: SeasonRanking }) {
  if (ranking.rows.length === 0) return <Text color="fg.muted">{M.empty}</Text>;
  return (
    <Stack as="ol" gap="3" listStyleType="none">
      {ranking.rows.map((row) => (
        <Box as="li" key={row.clubId} borderWidth="1px" borderRadius="l2" p="3">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text fontWeight="semibold">
              {M.rank(row.rank)} ·{' '}
              <StandaloneLink to={`/club/detail?id=${row.clubId}`}>{row.name}</StandaloneLink>
            </Text>
            <Text fontWeight="semibold">{M.points(row.points)}</Text>
          </HStack>
          <Text color="fg.muted">{M.counted(row.counted, row.bestPlacement)}</Text>
          <details>
            <summary>{M.detail}</summary>
            <Stack as="ul" gap="2" mt="2" listStyleType="none">
              {row.results.map((r) => (
                <li key={r.competitionId}>
                  <StandaloneLink to={`/match/detail?id=${r.competitionId}`}>
                    {r.name}
                  </StandaloneLink>
                  <Text>{M.result(r.levelName, r.placement, r.placedTeams)}</Text>
                  <Text color={r.counted ? undefined : 'fg.muted'}>
                    {M.resultPoints(r.maxPoints, r.placedTeams, r.placement, r.points)}
                    {r.counted ? '' : M.notCounted}
                  </Text>
                </li>
              ))}
            </Stack>
          </details>
        </Box>
      ))}
    </Stack>
  );
}

function Choices({ ranking }: { ranking: SeasonRanking }) {
  return (
    <Stack gap="2">
      <HStack as="nav" aria-label={M.chooseDivision} gap="4" flexWrap="wrap">
        {DIVISIONS.map((d) => (
          <StandaloneLink
            key={d}
            to={pathOf(d, ranking.season)}
            aria-current={d === ranking.division ? 'page' : undefined}
          >
            {M.divisions[d]}
          </StandaloneLink>
        ))}
      </HStack>
      <HStack as="nav" aria-label={M.chooseSeason} gap="4" flexWrap="wrap">
        {ranking.seasons.map((year) => (
          <StandaloneLink
            key={year}
            to={pathOf(ranking.division, year)}
            aria-current={year === ranking.season ? 'page' : undefined}
          >
            {M.season(year)}
          </StandaloneLink>
        ))}
      </HStack>
    </Stack>
  );
}

export function RankingPage() {
  const [params] = useSearchParams();
  const raw = params.get('division');
  const division: Division = isDivision(raw) ? raw : 'MIX';
  const year = Number(params.get('season'));
  const season = Number.isInteger(year) && year >= 2000 ? year : new Date().getFullYear();
  const result = useApi(clubRecordsApi.ranking, { query: { division, season } });
  usePageMeta(M.description(M.divisions[division], season));
  return (
    <PageShell>
      <Heading as="h2" size="lg">
        {M.heading(M.divisions[division], season)}
      </Heading>
      <DataState result={result}>
        {(ranking) => (
          <Stack gap="6">
            <Choices ranking={ranking} />
            <Rows ranking={ranking} />
            <Rules ranking={ranking} />
          </Stack>
        )}
      </DataState>
    </PageShell>
  );
}
