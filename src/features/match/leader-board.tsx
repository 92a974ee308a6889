// Top scorers or assisters: rank, player (linked to the public member page), team and count.
import { Box, Heading, Text } from '@chakra-ui/react';
import type { Leader } from '../../contract/content-competition';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { MATCH_MESSAGES as M } from './messages';

export interface LeaderBoardProps {
  title: string;
  leaders: readonly Leader[];
  countText: (count: number) => string;
}

export function LeaderBoard({ title, leaders, countText }: LeaderBoardProps) {
  return (
    <Box p="4" borderWidth="1px" borderColor="border" borderRadius="l3" display="grid" gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {leaders.length === 0 ? (
        <Text color="fg.muted">{M.noLeaders}</Text>
      ) : (
        <Box as="ol" listStyleType="none" display="grid" gap="1">
          {leaders.map((leader, index) => (
            <Box
              as="li"
              key={`${leader.userId ?? leader.name}-${leader.teamName}`}
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
                {leader.userId !== null ? (
                  <StandaloneLink to={`/member/detail?id=${leader.userId}`} fontWeight="medium">
                    {leader.name}
                  </StandaloneLink>
                ) : (
                  <Text as="span" fontWeight="medium">
                    {leader.name}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted" truncate>
                  {leader.teamName}
                </Text>
              </Box>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {countText(leader.count)}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
