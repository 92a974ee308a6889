// The schedule: games grouped by day, each with its time, field, round, both teams and the score.
import { Box, Heading, Text } from '@chakra-ui/react';
import type { GameSummary } from '../../contract/content-competition';
import { DateText } from '../../theme/components/date-text';
import { laidOutWhenNear } from '../../theme/components/laid-out-when-near';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { forfeitedBy, GAME_STATUS_LABELS, MATCH_MESSAGES as M } from './messages';
import { StatusBadge } from './status-badge';

function byDay(games: readonly GameSummary[]): [string, GameSummary[]][] {
  const days = new Map<string, GameSummary[]>();
  for (const game of games) days.set(game.date, [...(days.get(game.date) ?? []), game]);
  return [...days.entries()];
}

function TeamName({ competitionId, team }: { competitionId: number; team: GameSummary['home'] }) {
  if (team.clubId === null) return <>{team.name}</>;
  return (
    <StandaloneLink
      to={`/match/members?competitionId=${competitionId}&clubId=${team.clubId}`}
      color="fg"
    >
      {team.name}
    </StandaloneLink>
  );
}

/** 已取消 and 弃权 stand over the scoring state, as they do in the standings. */
function shownStatus(game: GameSummary): keyof typeof GAME_STATUS_LABELS {
  if (game.cancelled) return 'cancelled';
  if (game.forfeitTeam) return 'forfeit';
  return game.status;
}

function GameRow({ game }: { game: GameSummary }) {
  const played = game.status !== 'scheduled' && !game.cancelled && !game.forfeitTeam;
  const status = shownStatus(game);
  const forfeiter = game.forfeitTeam === 'home' ? game.home : game.forfeitTeam ? game.away : null;
  return (
    <Box
      as="li"
      id={`game-${game.id}`}
      scrollMarginTop="24"
      display="grid"
      gridTemplateColumns={{ base: '1fr auto 1fr', md: '9rem 1fr auto 1fr 5rem' }}
      alignItems="center"
      gap={{ base: '2', md: '4' }}
      p="3"
      borderWidth="1px"
      borderColor={game.status === 'live' ? 'red.solid' : 'border'}
      borderRadius="l2"
      bg="bg"
      {...laidOutWhenNear('9rem')}
    >
      <Text
        fontSize="sm"
        color="fg.muted"
        gridColumn={{ base: '1 / -1', md: 'auto' }}
        display="flex"
        gap="2"
        flexWrap="wrap"
      >
        <span>{game.time}</span>
        <span>{game.field}</span>
        {game.round ? <span>{game.round}</span> : null}
      </Text>
      <Text textAlign="end" fontWeight="medium">
        <TeamName competitionId={game.competitionId} team={game.home} />
      </Text>
      <Text
        fontSize="xl"
        fontWeight="bold"
        minW="16"
        textAlign="center"
        fontVariantNumeric="tabular-nums"
      >
        {played ? `${game.homeScore} : ${game.awayScore}` : M.versus}
        {forfeiter ? (
          <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
            {forfeitedBy(forfeiter.name)}
          </Text>
        ) : null}
      </Text>
      <Text fontWeight="medium">
        <TeamName competitionId={game.competitionId} team={game.away} />
      </Text>
      <Box gridColumn={{ base: '1 / -1', md: 'auto' }} textAlign={{ base: 'center', md: 'end' }}>
        <StatusBadge
          tone={status === 'live' ? 'live' : status === 'scheduled' ? 'active' : 'muted'}
        >
          {GAME_STATUS_LABELS[status]}
        </StatusBadge>
      </Box>
    </Box>
  );
}

export function GameSchedule({ games }: { games: readonly GameSummary[] }) {
  if (games.length === 0) return <Text color="fg.muted">{M.noGames}</Text>;
  return (
    <Box display="grid" gap="5">
      {byDay(games).map(([day, dayGames]) => (
        <Box key={day} display="grid" gap="2">
          <Heading as="h3" size="md">
            <DateText value={day} format="long" />
          </Heading>
          <Box as="ul" listStyleType="none" display="grid" gap="2">
            {dayGames.map((game) => (
              <GameRow key={game.id} game={game} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
