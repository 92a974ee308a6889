// /match/apply?id=: what entering a competition needs (the window, the division, the roster
// rules) and the way to the club centre's entry form, which belongs to the accounts feature.
import { Box, Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CompetitionDetail } from '../../contract/content-competition';
import { matchApi } from '../../contract/api/match';
import { useApi } from '../../lib/api-read';
import { FactsList, type Fact } from '../../theme/components/facts-list';
import { PageShell } from '../../theme/components/page-shell';
import { useQueryId } from '../../theme/components/record-id';
import { RecordState } from '../../theme/components/record-state';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { TitledSection } from '../../theme/components/titled-section';
import { usePageMeta } from '../../theme/use-page-meta';
import { competitionPath } from './competition-path';
import { DIVISION_LABELS, MATCH_MESSAGES as M, STATUS_LABELS } from './messages';

function ApplyView({ competition: c }: { competition: CompetitionDetail }) {
  const open = c.status === 'registering';
  const facts: Fact[] = [
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
      <TitledSection title={M.applyNeeds}>
        <FactsList facts={facts} panel />
      </TitledSection>
      <TitledSection title={M.rosterRules}>
        <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1">
          <li>{M.minMale(c.minMale)}</li>
          <li>{M.minFemale(c.minFemale)}</li>
          <li>{M.maxRoster(c.maxRoster)}</li>
        </Box>
        <Text color="fg.muted">{M.applySteps}</Text>
      </TitledSection>
      {open ? (
        <Button asChild size="lg" minH="12" justifySelf={{ base: 'stretch', sm: 'start' }}>
          <RouterLink to={`/user/club/apply?competitionId=${c.id}`}>{M.goApply}</RouterLink>
        </Button>
      ) : (
        <Text role="note" fontWeight="medium">
          {M.applyClosed(STATUS_LABELS[c.status])}
        </Text>
      )}
      <StandaloneLink to={competitionPath(c)}>{M.backToCompetition}</StandaloneLink>
    </Box>
  );
}

export function MatchApplyPage() {
  const id = useQueryId();
  const result = useApi(matchApi.detail, id === undefined ? null : { params: { id } });
  const competition = result.data;
  usePageMeta(competition ? M.applyDescription(competition.name) : M.listDescription);
  return (
    <PageShell title={competition ? M.applyTitle(competition.name) : undefined}>
      <RecordState named={id !== undefined} missing={M.missingId} result={result}>
        {(data) => <ApplyView competition={data} />}
      </RecordState>
    </PageShell>
  );
}
