// A championship on its competition page: the format in one line, then each stage in order — its
// pools ranked with the tie-break notes, its bracket round by round — then the final placements,
// with what `beside` brings (the spirit ranking) next to them on a wide screen.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Championship, StageInfo } from '../../../contract/championship';
import type { StandingPool } from '../../../contract/content-competition';
import { TitledSection } from '../../../theme/components/titled-section';
import { BracketView } from './bracket-view';
import { FinalPlacements } from './final-placements';
import { poolTablesOf } from './pool-tables-of';
import { PoolTables } from './pool-tables';
import { STAGE_MESSAGES as M } from './stage-messages';

function StageBlock({
  stage,
  championship,
  pools,
}: {
  stage: StageInfo;
  championship: Championship;
  pools: readonly StandingPool[];
}) {
  const tables = poolTablesOf(stage, pools, championship.games);
  const label = M.stageHeading(stage.number, stage.name);
  return (
    <Stack as="section" aria-label={label} gap="3" minW="0">
      <Heading as="h3" size="md">
        {label}
      </Heading>
      {tables.length > 0 ? <PoolTables tables={tables} /> : null}
      <BracketView
        games={championship.games}
        stage={stage.number}
        label={M.bracketLabel(stage.name)}
      />
    </Stack>
  );
}

export function ChampionshipStages({
  championship,
  pools,
  beside,
}: {
  championship: Championship;
  /** The competition's standings per pool, as ranked by the server. */
  pools: readonly StandingPool[];
  beside?: ReactNode;
}) {
  return (
    <>
      <TitledSection title={M.stagesTitle}>
        <Text color="fg.muted">
          {M.formatLine(championship.name, championship.teams, championship.rounds)}
          {' · '}
          {M.rulesLine(championship.rulesLabel)}
        </Text>
        {championship.stages.map((stage) => (
          <StageBlock key={stage.number} stage={stage} championship={championship} pools={pools} />
        ))}
      </TitledSection>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', xl: 'minmax(0, 2fr) minmax(0, 3fr)' }}
        gap="8"
        alignItems="start"
      >
        <TitledSection title={M.placementsTitle}>
          <FinalPlacements championship={championship} />
        </TitledSection>
        {beside ? <Box minW="0">{beside}</Box> : null}
      </Box>
    </>
  );
}
