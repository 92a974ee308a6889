// /admin/competitions/:id/schedule/grid (赛程表格): one day of the competition as fields × time
// slots, where staff move games (grid-board.tsx), shift a rained-out block (rain-shift-section.tsx)
// and set the slot length and least rest the clash rules use (docs/competitions.md, "The schedule
// grid").
import { Button, Field, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { adminScheduleApi } from '../../../contract/api/admin-schedule';
import type { ScheduleGrid } from '../../../contract/schedule-grid';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { NativeSelect } from '../../../theme/components/native-select';
import { CompetitionTabs } from '../shell/competition-tabs';
import { GridBoard } from './grid-board';
import { gridDays, layoutDay } from './grid-layout';
import { GRID_MESSAGES as M } from './grid-messages';
import { GridSettingsSection } from './grid-settings-section';
import { RainShiftSection } from './rain-shift-section';
import { schedulePath } from './schedule-paths';

function GridView({ grid }: { grid: ScheduleGrid }) {
  const { competition, settings, games } = grid;
  const days = gridDays(games, competition.startDate, competition.endDate);
  const firstWithGames = games.find((game) => game.state !== 'cancelled')?.date;
  const [date, setDate] = useState(firstWithGames ?? days[0] ?? competition.startDate);
  const day = layoutDay(games, date, settings.slotMinutes);
  return (
    <Stack gap="4" minW="0">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" overflowWrap="anywhere">
          {competition.name} · {M.title}
        </Heading>
        <Button asChild variant="outline" minH="11">
          <RouterLink to={schedulePath(competition.id)}>{M.back}</RouterLink>
        </Button>
      </Flex>
      <Field.Root maxW="xs">
        <Field.Label>{M.day}</Field.Label>
        <NativeSelect value={date} onChange={(event) => setDate(event.target.value)}>
          {days.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </NativeSelect>
      </Field.Root>
      <GridBoard grid={grid} date={date} day={day} />
      <RainShiftSection key={date} competitionId={competition.id} date={date} day={day} />
      <GridSettingsSection
        key={`${settings.slotMinutes}-${settings.minRestMinutes}`}
        competitionId={competition.id}
        settings={settings}
      />
    </Stack>
  );
}

export function GridPage() {
  const id = Number(useParams().id);
  const result = useApi(adminScheduleApi.grid, { params: { id } });
  return (
    <Stack gap="4" minW="0">
      <CompetitionTabs competitionId={id} current="schedule" />
      <DataState result={result}>{(grid) => <GridView grid={grid} />}</DataState>
    </Stack>
  );
}
