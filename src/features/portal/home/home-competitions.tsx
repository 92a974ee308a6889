// Competitions on now or coming, each with its games and their live or final scores; every card
// leads to the competition's page (/match/detail?id=…).
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Home } from '../../../contract/content-home';
import type { GameSummary } from '../../../contract/content-competition';
import { AppLink } from '../../../theme/components/app-link';
import { DateText } from '../../../theme/components/date-text';
import { competitionPath } from '../content-labels';
import { HOME_MESSAGES as M } from './home-messages';

type CompetitionWithGames = Home['competitions'][number];

const SHOWN_GAMES = 4;
const STATUS_ORDER: Record<GameSummary['status'], number> = { live: 0, scheduled: 1, finished: 2 };

/** Live games first, then the next ones, then the latest results. */
export function gamesToShow(games: readonly GameSummary[]): GameSummary[] {
  const when = (game: GameSummary) => `${game.date} ${game.time}`;
  return [...games]
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        (a.status === 'finished' ? when(b).localeCompare(when(a)) : when(a).localeCompare(when(b))),
    )
    .slice(0, SHOWN_GAMES);
}

function GameRow({ game }: { game: GameSummary }) {
  const live = game.status === 'live';
  const played = game.status !== 'scheduled';
  return (
    <Box
      as="li"
      display="grid"
      gridTemplateColumns="1fr auto 1fr"
      alignItems="center"
      gap="2"
      py="2"
    >
      <Text textAlign="end" fontSize="sm" lineClamp={2}>
        {game.home.name}
      </Text>
      <Stack gap="0" alignItems="center" minW="20">
        <Text fontWeight="bold" fontSize="lg" color={live ? 'red.fg' : 'fg'}>
          {played ? `${game.homeScore} : ${game.awayScore}` : M.vs}
        </Text>
        <Text fontSize="xs" color={live ? 'red.fg' : 'fg.muted'}>
          {live
            ? M.gameStatus.live
            : played
              ? M.gameStatus.finished
              : `${game.date.slice(5)} ${game.time}`}
        </Text>
      </Stack>
      <Text fontSize="sm" lineClamp={2}>
        {game.away.name}
      </Text>
    </Box>
  );
}

function CompetitionCard({ competition }: { competition: CompetitionWithGames }) {
  const games = gamesToShow(competition.games);
  return (
    <Box as="article" borderWidth="1px" borderColor="border" borderRadius="l3" p="4" bg="bg">
      <Stack gap="2">
        <Box display="flex" alignItems="center" gap="2" flexWrap="wrap" fontSize="sm">
          <Text as="span" px="2" borderRadius="l1" bg="brand.subtle" color="brand.fg">
            {M.competitionStatus[competition.status]}
          </Text>
          <Text as="span" color="fg.muted">
            {competition.city} · <DateText value={competition.startDate} /> —{' '}
            <DateText value={competition.endDate} />
          </Text>
        </Box>
        <Heading as="h3" size="md">
          {competition.name}
        </Heading>
        {games.length > 0 ? (
          <Box as="ul" listStyleType="none" divideY="1px" divideColor="border">
            {games.map((game) => (
              <GameRow key={game.id} game={game} />
            ))}
          </Box>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {M.noGames}
          </Text>
        )}
        <AppLink
          to={competitionPath(competition.id)}
          color="brand.fg"
          fontWeight="medium"
          minH="11"
          display="inline-flex"
          alignItems="center"
          aria-label={`${M.matchDetail}：${competition.name}`}
        >
          {M.matchDetail}
        </AppLink>
      </Stack>
    </Box>
  );
}

export function HomeCompetitions({ competitions }: { competitions: Home['competitions'] }) {
  if (competitions.length === 0) return <Text color="fg.muted">{M.noCompetitions}</Text>;
  return (
    <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
      {competitions.map((competition) => (
        <CompetitionCard key={competition.id} competition={competition} />
      ))}
    </Box>
  );
}
