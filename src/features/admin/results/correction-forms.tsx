// 更正比分 on a finished game: 加一分 for 主队 or 客队 (the scorer optional, from that team's game
// roster) or 删除一个得分 (one of the counted points), each with its required 更正原因. Each is
// stored as an event of the game's log; the server decides it by the scoring rules.
import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AddPointBody, GameResult } from '../../../contract/admin-results';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { ReasonAction } from '../shell/reason-action';
import { SelectField } from '../shell/select-field';
import { addPoint, removePoint } from './results-calls';
import { RESULTS_MESSAGES as M } from './results-messages';

const C = M.correct;
type AddField = 'team' | 'scorerId' | 'reason';
type RemoveField = 'scoreId' | 'reason';

/** The body sent; submit runs only once addPointBody has accepted it, so its team is set. */
const addBody = (values: Record<AddField, string>) =>
  ({
    team: values.team === '' ? undefined : values.team,
    scorerId: values.scorerId === '' ? null : Number(values.scorerId),
    reason: values.reason,
  }) as AddPointBody;
const ADD_RULES = {
  schema: () => import('../../../contract/admin-results').then((c) => c.addPointBody),
  body: addBody,
};
const REMOVE_RULES = {
  schema: () => import('../../../contract/admin-results').then((c) => c.removePointBody),
};

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg" borderWidth="1px" borderRadius="l2" p="4">
      <Stack asChild gap="3">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <Heading as="h3" size="sm" id={id}>
            {title}
          </Heading>
          {children}
        </form>
      </Stack>
    </Box>
  );
}

export function CorrectionForms({ result }: { result: GameResult }) {
  const { game } = result;
  const add = useForm<AddField>(ADD_RULES, { team: '', scorerId: '', reason: '' });
  const remove = useForm<RemoveField>(REMOVE_RULES, { scoreId: '', reason: '' });
  const roster =
    add.values.team === 'home'
      ? result.homeRoster
      : add.values.team === 'away'
        ? result.awayRoster
        : [];
  const teamName = (team: 'home' | 'away') => (team === 'home' ? game.homeName : game.awayName);

  const submitAdd = () =>
    add.submit(async (values) => {
      await addPoint(game.id, addBody(values));
      add.setValue('reason', '');
      add.setValue('scorerId', '');
    });
  const submitRemove = () =>
    remove.submit(async (values) => {
      await removePoint(game.id, values);
      remove.setValue('scoreId', '');
      remove.setValue('reason', '');
    });

  return (
    <Stack as="section" aria-labelledby="correct-heading" gap="3">
      <Heading as="h2" size="md" id="correct-heading">
        {C.heading}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
        <Panel id="correct-add" title={C.addHeading}>
          <SelectField
            label={C.team}
            name="team"
            value={add.values.team}
            onValueChange={(value) => {
              add.setValue('team', value);
              add.setValue('scorerId', '');
            }}
            options={[
              { value: 'home', label: `${M.team.home} ${game.homeName}` },
              { value: 'away', label: `${M.team.away} ${game.awayName}` },
            ]}
            placeholder={C.chooseTeam}
            error={add.errors.team}
            required
          />
          <SelectField
            label={C.scorer}
            name="scorerId"
            value={add.values.scorerId}
            onValueChange={(value) => add.setValue('scorerId', value)}
            options={roster.map((p) => ({
              value: String(p.id),
              label: p.number === null ? p.name : `${p.number} ${p.name}`,
            }))}
            placeholder={C.noScorer}
            error={add.errors.scorerId}
          />
          <ReasonAction
            label={C.reason}
            form={add}
            actionLabel={C.add}
            palette="brand"
            onAct={() => void submitAdd()}
          />
          <FormRefusal refusal={add.refusal} />
        </Panel>
        <Panel id="correct-remove" title={C.removeHeading}>
          <SelectField
            label={C.point}
            name="scoreId"
            value={remove.values.scoreId}
            onValueChange={(value) => remove.setValue('scoreId', value)}
            options={result.points.map((p) => ({
              value: p.id,
              label: M.pointLine(p.homeScore, p.awayScore, teamName(p.team), p.scorer),
            }))}
            placeholder={C.choosePoint}
            error={remove.errors.scoreId}
            required
          />
          <ReasonAction
            label={C.reason}
            form={remove}
            actionLabel={C.remove}
            palette="red"
            onAct={() => void submitRemove()}
          />
          <FormRefusal refusal={remove.refusal} />
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
