// A competition's saved format on the console: what it is, what waits for staff (ties only the
// last resort breaks, corrections that would change games already begun, the next Swiss round),
// every game with its teams or placeholders, the final placements once known, and 删除赛制 while
// no game has begun.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Championship } from '../../../contract/championship';
import type { ConsoleStages } from '../../../contract/competition-stages';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { competitionPagePath } from '../shell/competition-tabs';
import { ConflictList } from './conflict-list';
import { DeleteFormatSection } from './delete-format-section';
import { FormatGameTable } from './format-game-table';
import { nextSwissRound } from './stage-calls';
import { STAGES_MESSAGES as M } from './stages-messages';
import { TieDecisionForm } from './tie-decision-form';

function SwissPanel({
  competitionId,
  championship,
}: {
  competitionId: number;
  championship: Championship;
}) {
  const swiss = championship.stages.filter((s) => s.kind === 'swiss');
  const { refusal, run } = useSubmitRefusal();
  const [busy, setBusy] = useState(false);
  if (swiss.length === 0) return null;
  return (
    <>
      {swiss.map((stage) => (
        <Stack key={stage.number} as="section" aria-label={M.swissTitle(stage.number)} gap="2">
          <Heading as="h3" size="md">
            {M.swissTitle(stage.number)}
          </Heading>
          <Text>{M.swissProgress(stage.swissRoundsPaired, stage.swissRounds)}</Text>
          <FormRefusal refusal={refusal} />
          <Box>
            <Button
              colorPalette="brand"
              minH="11"
              loading={busy}
              onClick={() => {
                setBusy(true);
                void run(() => nextSwissRound(competitionId, stage.number)).then(() =>
                  setBusy(false),
                );
              }}
            >
              {M.swissNext}
            </Button>
          </Box>
        </Stack>
      ))}
    </>
  );
}

function StageGames({ championship }: { championship: Championship }) {
  const sideOf = (side: Championship['games'][number]['home']) =>
    side.clubId === null ? side.slot.label : side.name;
  return (
    <Box as="section" aria-label={M.gamesTitle}>
      <Heading as="h3" size="md" mb="2">
        {M.gamesTitle}
      </Heading>
      <FormatGameTable
        rows={championship.games.map((game) => ({
          number: game.number,
          code: game.code,
          teams:
            `${sideOf(game.home)} 对 ${sideOf(game.away)}` +
            (game.home.clubId === null || game.away.clubId === null ? '（待定）' : '') +
            ` · ${game.date} ${game.time} ${game.field}`,
        }))}
      />
    </Box>
  );
}

function Placements({ championship }: { championship: Championship }) {
  const { placements } = championship;
  return (
    <Stack as="section" aria-label={M.placementsTitle} gap="2">
      <Heading as="h3" size="md">
        {M.placementsTitle}
      </Heading>
      {placements.complete ? (
        <Box as="ol" listStyleType="none">
          {placements.places.map((place) => (
            <li key={place.place}>
              {M.place(place.place, place.shared)}：{place.teams.map((t) => t.name).join('、')}
            </li>
          ))}
        </Box>
      ) : (
        <Text color="fg.muted">{M.placementsPending}</Text>
      )}
    </Stack>
  );
}

export function SavedFormat({
  stages,
  championship,
}: {
  stages: ConsoleStages;
  championship: Championship;
}) {
  const competitionId = stages.competition.id;
  return (
    <Stack gap="6" bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '5' }}>
      <Stack gap="1">
        <Heading as="h2" size="lg" overflowWrap="anywhere">
          {M.savedTitle(championship.name)}
        </Heading>
        <Button asChild variant="outline" minH="11" alignSelf="flex-start">
          <RouterLink to={`${competitionPagePath(competitionId, 'stages')}/print`}>
            {M.printBracket}
          </RouterLink>
        </Button>
        <Text>
          {M.savedSummary(
            championship.teams,
            championship.rounds,
            championship.gamesPerTeam.min,
            championship.gamesPerTeam.max,
          )}
          {' · '}
          {championship.rulesLabel}
        </Text>
      </Stack>
      <Stack as="section" aria-label={M.waitingTitle} gap="3">
        <Heading as="h3" size="md">
          {M.waitingTitle}
        </Heading>
        {championship.waiting.length === 0 ? (
          <Text color="fg.muted">{M.noWaiting}</Text>
        ) : (
          championship.waiting.map((tie) => (
            <TieDecisionForm
              key={`${tie.stage}-${tie.pool}-${tie.from}`}
              competitionId={competitionId}
              tie={tie}
            />
          ))
        )}
      </Stack>
      <Stack as="section" aria-label={M.conflictsTitle} gap="3">
        <Heading as="h3" size="md">
          {M.conflictsTitle}
        </Heading>
        <ConflictList conflicts={stages.conflicts} />
      </Stack>
      <SwissPanel competitionId={competitionId} championship={championship} />
      <Placements championship={championship} />
      <StageGames championship={championship} />
      <DeleteFormatSection competitionId={competitionId} begun={stages.begun} />
    </Stack>
  );
}
