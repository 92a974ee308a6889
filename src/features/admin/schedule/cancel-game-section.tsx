// Below a game's form: 取消比赛 with its required reason, or, once cancelled, the reason and 恢复.
// Neither touches the game's events or score; a phone's recorded points still sync.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminGame } from '../../../contract/admin-schedule';
import { useForm } from '../../../lib/forms/use-form';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { ReasonAction } from '../shell/reason-action';
import { cancelGame, restoreGame } from './schedule-calls';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

const CANCEL_RULES = {
  schema: () => import('../../../contract/admin-schedule').then((c) => c.cancelGameBody),
};

export function CancelGameSection({ game: initial }: { game: AdminGame }) {
  const [game, setGame] = useState(initial);
  const form = useForm<'reason'>(CANCEL_RULES, { reason: '' });
  const restore = useSubmitRefusal();
  const [restoring, setRestoring] = useState(false);
  const cancel = () =>
    form.submit(async ({ reason }) => setGame(await cancelGame(game.id, { reason })));
  const undo = async () => {
    setRestoring(true);
    await restore.run(async () => setGame(await restoreGame(game.id)));
    setRestoring(false);
  };
  return (
    <Box
      as="section"
      aria-labelledby="cancel-game"
      bg="bg"
      borderWidth="1px"
      borderRadius="l2"
      p={{ base: '3', md: '5' }}
      maxW="4xl"
    >
      <Stack asChild gap="3">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <Heading as="h2" size="sm" id="cancel-game">
            {M.cancelLegend}
          </Heading>
          {game.cancelReason !== null ? (
            <>
              <Text>{M.cancelledBecause(game.cancelReason)}</Text>
              <Button
                alignSelf="flex-start"
                minH="11"
                colorPalette="brand"
                loading={restoring}
                onClick={() => void undo()}
              >
                {M.restore}
              </Button>
            </>
          ) : (
            <>
              <ReasonAction
                label={M.cancelReason}
                form={form}
                actionLabel={M.cancelGame}
                palette="red"
                onAct={() => void cancel()}
              />
            </>
          )}
          <FormRefusal refusal={form.refusal ?? restore.refusal} />
        </form>
      </Stack>
    </Box>
  );
}
