// 弃权: the team that did not come, with a reason for the audit log; once forfeited, 撤销弃权 with
// its reason. A cancelled game says so instead: it counts for nobody.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ForfeitBody, GameResult } from '../../../contract/admin-results';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { ReasonAction } from '../shell/reason-action';
import { SelectField } from '../shell/select-field';
import { forfeitGame, unforfeitGame } from './results-calls';
import { RESULTS_MESSAGES as M } from './results-messages';

const F = M.forfeit;
/** Sent once forfeitBody has accepted it, so its team is set. */
const forfeitBody = (values: Record<'team' | 'reason', string>) =>
  ({ team: values.team === '' ? undefined : values.team, reason: values.reason }) as ForfeitBody;
const FORFEIT_RULES = {
  schema: () => import('../../../contract/admin-results').then((c) => c.forfeitBody),
  body: forfeitBody,
};
const UNFORFEIT_RULES = {
  schema: () => import('../../../contract/admin-results').then((c) => c.unforfeitBody),
};

export function ForfeitSection({ result }: { result: GameResult }) {
  const { game } = result;
  const forfeit = useForm<'team' | 'reason'>(FORFEIT_RULES, { team: '', reason: '' });
  const undo = useForm<'reason'>(UNFORFEIT_RULES, { reason: '' });
  const teamName = (team: 'home' | 'away') => (team === 'home' ? game.homeName : game.awayName);

  const body = game.cancelled ? (
    <Text>{F.cancelled}</Text>
  ) : game.forfeitTeam ? (
    <>
      <Text>{M.forfeitBy(teamName(game.forfeitTeam), game.forfeitPoints)}</Text>
      <ReasonAction
        label={F.undoReason}
        form={undo}
        actionLabel={F.undo}
        palette="brand"
        onAct={() =>
          void undo.submit(async (values) => {
            await unforfeitGame(game.id, values);
            undo.setValue('reason', '');
          })
        }
      />
      <FormRefusal refusal={undo.refusal} />
    </>
  ) : (
    <>
      <SelectField
        label={F.team}
        name="team"
        value={forfeit.values.team}
        onValueChange={(value) => forfeit.setValue('team', value)}
        options={[
          { value: 'home', label: `${M.team.home} ${game.homeName}` },
          { value: 'away', label: `${M.team.away} ${game.awayName}` },
        ]}
        placeholder={F.chooseTeam}
        error={forfeit.errors.team}
        required
      />
      <ReasonAction
        label={F.reason}
        form={forfeit}
        actionLabel={F.submit}
        palette="red"
        onAct={() =>
          void forfeit.submit(async (values) => {
            await forfeitGame(game.id, forfeitBody(values));
            forfeit.setValue('reason', '');
          })
        }
      />
      <FormRefusal refusal={forfeit.refusal} />
    </>
  );
  return (
    <Box
      as="section"
      aria-labelledby="forfeit-heading"
      bg="bg"
      borderWidth="1px"
      borderRadius="l2"
      p="4"
    >
      <Stack asChild gap="3">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <Heading as="h2" size="md" id="forfeit-heading">
            {F.heading}
          </Heading>
          {body}
        </form>
      </Stack>
    </Box>
  );
}
