// One competition in the list: cover, status, name (the link to its page), dates and place.
// Its style props match team-list.tsx's card in shape only (one Chakra prop a line, other
// values): the two cards look different and change apart, so each keeps its own.
import { Box, Heading, Image, Text } from '@chakra-ui/react';
import type { CompetitionSummary } from '../../contract/content-competition';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { competitionPath } from './competition-path';
import { MATCH_MESSAGES as M, SCOPE_LABELS, STATUS_LABELS } from './messages';
import { StatusBadge } from './status-badge';

export function CompetitionCard({ competition: c }: { competition: CompetitionSummary }) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      overflow="hidden"
      bg="bg"
      display="flex"
      flexDirection="column"
    >
      {c.cover ? (
        <Image
          src={c.cover}
          alt={M.coverAlt(c.name)}
          width="640"
          height="240"
          loading="lazy"
          w="full"
          h="auto"
          aspectRatio="8 / 3"
          objectFit="cover"
          bg="bg.muted"
        />
      ) : null}
      <Box p="4" display="grid" gap="2">
        <Box display="flex" gap="2" flexWrap="wrap">
          <StatusBadge
            tone={c.status === 'ongoing' ? 'live' : c.status === 'finished' ? 'muted' : 'active'}
          >
            {STATUS_LABELS[c.status]}
          </StatusBadge>
          <StatusBadge tone="muted">{SCOPE_LABELS[c.scope]}</StatusBadge>
        </Box>
        <Heading as="h2" size="md">
          <StandaloneLink to={competitionPath(c)}>{c.name}</StandaloneLink>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {M.dates(c.startDate, c.endDate)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {c.city}
          {c.venue ? ` · ${c.venue}` : ''}
        </Text>
        <Text fontSize="sm">{c.levelName}</Text>
      </Box>
    </Box>
  );
}
