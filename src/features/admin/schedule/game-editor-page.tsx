// /admin/competitions/:id/schedule/new (添加比赛) and …/schedule/:gameId: the game's teams (chosen
// once, from the approved entries), time, field, volunteer, pool, round and rules; an existing game
// can also be cancelled with a reason or restored. Saving never touches what was recorded.
import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminGame, CompetitionSchedule } from '../../../contract/admin-schedule';
import { adminScheduleApi } from '../../../contract/api/admin-schedule';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { AdminFormPage } from '../shell/admin-form-page';
import { CancelGameSection } from './cancel-game-section';
import {
  CREATE_RULES,
  createBody,
  gameValues,
  UPDATE_RULES,
  updateBody,
  type GameField,
} from './game-form';
import { PlacementFields } from './placement-fields';
import { MixedFields } from './mixed-fields';
import { GameRuleFields } from '../shell/game-rule-fields';
import { createGame, updateGame } from './schedule-calls';
import { schedulePath } from './schedule-paths';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';
import { SelectField } from '../shell/select-field';

function GameEditor({ schedule, game }: { schedule: CompetitionSchedule; game?: AdminGame }) {
  const navigate = useNavigate();
  const competitionId = schedule.competition.id;
  const form = useForm<GameField>(game ? UPDATE_RULES : CREATE_RULES, gameValues(game));
  const back = schedulePath(competitionId);
  const save = () =>
    form.submit(async (values) => {
      if (game) await updateGame(game.id, updateBody(values));
      else await createGame(competitionId, createBody(values));
      void navigate(back);
    });
  const teams = schedule.entries.map((e) => ({ value: String(e.id), label: e.name }));
  const team = (name: 'homeEntryId' | 'awayEntryId') => ({
    label: M.fields[name],
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
    options: teams,
    placeholder: M.chooseTeam,
    required: true,
  });
  return (
    <>
      <AdminFormPage
        backTo={back}
        backLabel={M.backToSchedule}
        heading={game ? `${game.home.name} ${M.vs} ${game.away.name}` : schedule.competition.name}
        refusal={form.refusal}
        onSubmit={() => void save()}
        actions={
          <Button type="submit" colorPalette="brand" minH="11" loading={form.submitting}>
            {M.save}
          </Button>
        }
      >
        {game ? (
          <Text color="fg.muted" fontSize="sm">
            {M.teamsFixed}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField {...team('homeEntryId')} />
            <SelectField {...team('awayEntryId')} />
          </SimpleGrid>
        )}
        <PlacementFields form={form} volunteers={schedule.volunteers} />
        {game && game.status !== 'scheduled' ? (
          <Text color="fg.muted" fontSize="sm">
            {M.rulesLocked}
          </Text>
        ) : null}
        <GameRuleFields form={form} disabled={Boolean(game && game.status !== 'scheduled')} />
        <MixedFields
          form={form}
          mixed={schedule.competition.division === 'MIX'}
          disabled={Boolean(game && game.status !== 'scheduled')}
        />
      </AdminFormPage>
      {game ? <CancelGameSection game={game} /> : null}
    </>
  );
}

export function GameEditorPage() {
  const params = useParams();
  const competitionId = Number(params.id);
  const gameId = params.gameId === undefined ? undefined : Number(params.gameId);
  const result = useApi(adminScheduleApi.schedule, { params: { id: competitionId } });
  return (
    <DataState result={result}>
      {(schedule) => {
        const game = schedule.list.find((g) => g.id === gameId);
        if (gameId !== undefined && !game) return <Text>{M.gameMissing}</Text>;
        return <GameEditor key={game?.id ?? 'new'} schedule={schedule} game={game} />;
      }}
    </DataState>
  );
}
