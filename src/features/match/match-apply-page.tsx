// /match/apply?id=: what entering a competition needs (the window, the division, the roster
// rules) and the way to the club centre's entry form, which belongs to the accounts feature.
import { Box, Button, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CompetitionDetail } from '../../contract/content-competition';
import { useSwr } from '../../lib/swr';
import { AppLink } from '../../theme/components/app-link';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { usePageMeta } from '../../theme/use-page-meta';
import { competitionPath } from './competition-path';
import { DIVISION_LABELS, MATCH_MESSAGES as M, STATUS_LABELS } from './messages';
import { readId } from './read-id';
import { Section } from './section';

function ApplyView({ competition: c }: { competition: CompetitionDetail }) {
  const open = c.status === 'registering';
  const facts: [string, string][] = [
    [M.when, M.dates(c.startDate, c.endDate)],
    [M.where, c.venue ? `${c.city} · ${c.venue}` : c.city],
    [
      M.window,
      c.registrationOpens && c.registrationCloses
        ? M.dates(c.registrationOpens, c.registrationCloses)
        : M.registrationUnset,
    ],
    [M.divisionLabel, DIVISION_LABELS[c.division]],
    [M.levelLabel, c.levelName],
  ];
  return (
    <Box display="grid" gap="8">
      <Section title={M.applyNeeds}>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="4"
          rowGap="2"
          p={{ base: '4', md: '5' }}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          bg="bg.subtle"
        >
          {facts.map(([label, value]) => (
            <Box key={label} display="contents">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd">{value}</Text>
            </Box>
          ))}
        </Box>
      </Section>
      <Section title={M.rosterRules}>
        <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1">
          <li>{M.minMale(c.minMale)}</li>
          <li>{M.minFemale(c.minFemale)}</li>
          <li>{M.maxRoster(c.maxRoster)}</li>
        </Box>
        <Text color="fg.muted">{M.applySteps}</Text>
      </Section>
      {open ? (
        <Button asChild size="lg" minH="12" justifySelf={{ base: 'stretch', sm: 'start' }}>
          <RouterLink to={`/user/club/apply?competitionId=${c.id}`}>{M.goApply}</RouterLink>
        </Button>
      ) : (
        <Text role="note" fontWeight="medium">
          {M.applyClosed(STATUS_LABELS[c.status])}
        </Text>
      )}
      <AppLink
        to={competitionPath(c)}
        color="brand.fg"
        justifySelf="start"
        display="inline-flex"
        alignItems="center"
        minH="11"
      >
        {M.backToCompetition}
      </AppLink>
    </Box>
  );
}

export function MatchApplyPage() {
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const result = useSwr<CompetitionDetail>(id === undefined ? null : `/api/competitions/${id}`);
  const competition = result.data;
  usePageMeta(competition ? M.applyDescription(competition.name) : M.listDescription);
  return (
    <PageShell title={competition ? M.applyTitle(competition.name) : undefined}>
      {id === undefined ? (
        <Text role="alert">{M.missingId}</Text>
      ) : (
        <DataState result={result} skeleton={<Skeleton height="60" borderRadius="l3" />}>
          {(data) => <ApplyView competition={data} />}
        </DataState>
      )}
    </PageShell>
  );
}
