// A competition's eligibility on its 报名 tab (docs/membership.md, "Eligibility"): the season it
// belongs to and its rule, the players of approved entries whose membership lapsed since (in red,
// with why, still on their roster), each with 允许例外, and the exceptions granted.
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { membershipEligibilityApi as api } from '../../../contract/api/membership-eligibility';
import type { CompetitionEligibility } from '../../../contract/membership-eligibility';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { GrantExceptionButton } from './grant-exception-form';
import { ELIGIBILITY_MESSAGES as M } from './eligibility-messages';

function Flags({ competitionId, data }: { competitionId: number; data: CompetitionEligibility }) {
  if (data.flags.length === 0) return <Text color="fg.muted">{M.noFlags}</Text>;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" color="red.700">
        {M.flagsTitle}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {M.flagsHint}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {data.flags.map((flag) => (
          <Flex
            as="li"
            key={`${flag.registrationId}-${flag.userId}`}
            data-testid={`eligibility-flag-${flag.userId}`}
            gap="3"
            align="center"
            justify="space-between"
            wrap="wrap"
            borderWidth="1px"
            borderColor="border.error"
            borderRadius="l2"
            px="3"
            py="2"
          >
            <Box minW="0">
              <Text color="red.700" fontWeight="semibold">
                {flag.problem}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {flag.clubName}
              </Text>
            </Box>
            <GrantExceptionButton
              competitionId={competitionId}
              userId={flag.userId}
              name={flag.name}
            />
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

function Exceptions({ data }: { data: CompetitionEligibility }) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {M.exceptionsTitle}
      </Heading>
      {data.exceptions.length === 0 ? (
        <Text color="fg.muted">{M.noExceptions}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {data.exceptions.map((ex) => (
            <Box as="li" key={ex.userId} borderLeftWidth="3px" ps="3">
              <Text>{M.exceptionOf(ex.name, ex.reason)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatDate(ex.grantedAt, 'datetime')}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function EligibilityPanel({ competitionId }: { competitionId: number }) {
  const result = useApi(api.competitionEligibility, { params: { id: competitionId } });
  return (
    <Stack as="section" aria-labelledby="eligibility" gap="3">
      <Heading as="h2" size="md" id="eligibility">
        {M.title}
      </Heading>
      <DataState result={result} isEmpty={() => false}>
        {(data) =>
          data.seasonYear === null ? (
            <Text color="fg.muted">{M.noSeason}</Text>
          ) : (
            <Stack gap="3">
              <Text color="fg.muted" fontSize="sm">
                {M.season(data.seasonYear)}
                {data.requiresIdentity && M.requiresIdentity}
              </Text>
              <Flags competitionId={competitionId} data={data} />
              <Exceptions data={data} />
            </Stack>
          )
        }
      </DataState>
    </Stack>
  );
}
