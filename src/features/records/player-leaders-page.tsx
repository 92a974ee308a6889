// /records/leaders?season=&division=: a season's leaders in one division — goals, assists and
// +/- — among players with the minimum of games the page states (docs/records.md, "Leaders").
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { DIVISIONS, type Division } from '../../contract/division';
import type { SeasonLeader } from '../../contract/player-records';
import { playerRecordsApi } from '../../contract/api/player-records';
import { useApi } from '../../lib/api-read';
import { PageShell } from '../../theme/components/page-shell';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { usePageMeta } from '../../theme/use-page-meta';
import { DIVISION_NAMES, LEADERS_MESSAGES as M } from './player-leaders-messages';

const SEASONS_SHOWN = 5;

function seasonOf(value: string | null): number {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : new Date().getFullYear();
}

const divisionOf = (value: string | null): Division =>
  DIVISIONS.find((division) => division === value) ?? 'MIX';

function Board({
  title,
  leaders,
  show,
}: {
  title: string;
  leaders: readonly SeasonLeader[];
  show: (value: number) => string;
}) {
  return (
    <Box p="4" borderWidth="1px" borderColor="border" borderRadius="l3" display="grid" gap="3">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {leaders.length === 0 ? (
        <Text color="fg.muted">{M.empty}</Text>
      ) : (
        <Box as="ol" listStyleType="none" display="grid" gap="1">
          {leaders.map((leader, index) => (
            <Box
              as="li"
              key={leader.userId}
              display="grid"
              gridTemplateColumns="2rem 1fr auto"
              alignItems="center"
              gap="2"
              minH="11"
              borderBottomWidth="1px"
              borderColor="border"
            >
              <Text color="fg.muted" textAlign="center">
                {index + 1}
              </Text>
              <Box minW="0">
                <StandaloneLink to={`/member/detail?id=${leader.userId}`} fontWeight="medium">
                  {leader.name}
                </StandaloneLink>
                <Text fontSize="xs" color="fg.muted">
                  {M.games(leader.games)}
                </Text>
              </Box>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {show(leader.value)}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Choices<T extends string | number>({
  label,
  items,
  current,
  name,
  to,
}: {
  label: string;
  items: readonly T[];
  current: T;
  name: (item: T) => string;
  to: (item: T) => string;
}) {
  return (
    <HStack as="nav" aria-label={label} gap="3" flexWrap="wrap">
      {items.map((item) => (
        <StandaloneLink
          key={item}
          to={to(item)}
          aria-current={item === current ? 'page' : undefined}
          fontWeight={item === current ? 'semibold' : 'normal'}
          color={item === current ? 'brand.fg' : undefined}
        >
          {name(item)}
        </StandaloneLink>
      ))}
    </HStack>
  );
}

export function PlayerLeadersPage() {
  const [params] = useSearchParams();
  const season = seasonOf(params.get('season'));
  const division = divisionOf(params.get('division'));
  const { data } = useApi(playerRecordsApi.leaders, { query: { season, division } });
  usePageMeta(M.description(season));
  const link = (s: number, d: Division) => `/records/leaders?season=${s}&division=${d}`;
  const latest = Math.max(season, new Date().getFullYear());
  const seasons = Array.from({ length: SEASONS_SHOWN }, (_, i) => latest - i);
  return (
    <PageShell title={M.title(season, DIVISION_NAMES[division])}>
      <StandaloneLink to="/query/player">{M.backToQuery}</StandaloneLink>
      <Stack gap="3">
        <Choices
          label={M.seasons}
          items={seasons}
          current={season}
          name={(s) => String(s)}
          to={(s) => link(s, division)}
        />
        <Choices
          label={M.divisions}
          items={DIVISIONS}
          current={division}
          name={(d) => DIVISION_NAMES[d]}
          to={(d) => link(season, d)}
        />
      </Stack>
      {data ? (
        <Stack gap="4">
          <Text color="fg.muted">{M.rule(data.minGames)}</Text>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <Board title={M.goals} leaders={data.goals} show={M.value} />
            <Board title={M.assists} leaders={data.assists} show={M.value} />
            <Board title={M.plusMinus} leaders={data.plusMinus} show={M.plusMinusValue} />
          </Box>
        </Stack>
      ) : null}
    </PageShell>
  );
}
