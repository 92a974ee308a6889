// On a division's page: the event it belongs to and its sibling divisions, each a link, so a
// visitor moves between 混合组 and 女子组 of one championship without going back to the list.
import { Box, Text } from '@chakra-ui/react';
import type { CompetitionEvent } from '../../contract/competition-event';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { DIVISION_LABELS, MATCH_MESSAGES as M } from './messages';

export function EventLinks({ event, current }: { event: CompetitionEvent; current: number }) {
  const siblings = event.divisions.filter((d) => d.competitionId !== current);
  // Two divisions of one kind (an under-20 混合组 beside the 混合组) are told apart by name.
  const labelOf = (d: CompetitionEvent['divisions'][number]) =>
    event.divisions.filter((other) => other.division === d.division).length > 1
      ? d.name
      : DIVISION_LABELS[d.division];
  return (
    <Box as="nav" aria-label={M.partOfEvent} display="grid" gap="1">
      <Box display="flex" gap="2" flexWrap="wrap" alignItems="baseline">
        <Text color="fg.muted">{M.partOfEvent}</Text>
        <StandaloneLink to={`/match/event?id=${event.id}&competitionId=${current}`}>
          {M.toEvent(event.name)}
        </StandaloneLink>
      </Box>
      {siblings.length > 0 ? (
        <Box display="flex" gap="2" flexWrap="wrap" alignItems="baseline">
          <Text color="fg.muted">{M.siblings}</Text>
          {siblings.map((d) => (
            <StandaloneLink key={d.competitionId} to={`/match/detail?id=${d.competitionId}`}>
              {labelOf(d)}
            </StandaloneLink>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
