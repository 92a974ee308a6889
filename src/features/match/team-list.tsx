// The teams entered: logo, name, city, roster size, and the link to the team's roster.
// Its style props match competition-card.tsx's in shape only (one Chakra prop a line, other
// values): the two cards look different and change apart, so each keeps its own.
import { Box, Image, Text } from '@chakra-ui/react';
import type { CompetitionTeam } from '../../contract/content-competition';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { MATCH_MESSAGES as M } from './messages';

export function TeamList({
  competitionId,
  teams,
}: {
  competitionId: number;
  teams: readonly CompetitionTeam[];
}) {
  const shown = teams.filter((team) => team.status === 'approved');
  if (shown.length === 0) return <Text color="fg.muted">{M.noTeams}</Text>;
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
      gap="3"
    >
      {shown.map((team) => (
        <Box
          as="li"
          key={team.clubId}
          display="flex"
          gap="3"
          alignItems="center"
          p="3"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
        >
          {team.logo ? (
            <Image
              src={team.logo}
              alt={M.logoAlt(team.name)}
              width="40px"
              height="40px"
              loading="lazy"
              flexShrink={0}
            />
          ) : null}
          <Box minW="0">
            <StandaloneLink
              to={`/match/members?competitionId=${competitionId}&clubId=${team.clubId}`}
              fontWeight="medium"
              aria-label={`${M.rosterOf(team.name)}`}
            >
              {team.name}
            </StandaloneLink>
            <Text fontSize="sm" color="fg.muted">
              {team.city} · {M.players(team.playerCount)}
            </Text>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
