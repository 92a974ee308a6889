// 结束比赛 asks once more (确定 / 取消): a finished game takes no more points. When neither team
// has reached the winning score and no cap applies, the question says that first.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GameState } from '../local/derive-game-state';
import { MSG } from '../messages';
import { finishWarning } from './finish-warning';

interface FinishControlProps {
  state: GameState;
  onFinish(): void;
}

export function FinishControl({ state, onFinish }: FinishControlProps) {
  // undefined: not asking; otherwise the question is open, with its warning or null.
  const [warning, setWarning] = useState<string | null | undefined>(undefined);
  if (warning === undefined) {
    return (
      <Button
        size="xl"
        variant="outline"
        colorPalette="red"
        color="red.700"
        borderColor="red.700"
        bg="bg"
        borderWidth="2px"
        onClick={() => setWarning(finishWarning(state, Date.now()))}
      >
        {MSG.finish}
      </Button>
    );
  }
  return (
    <Stack
      gap="3"
      role="alertdialog"
      aria-label={MSG.finish}
      bg="red.50"
      p="4"
      borderRadius="l3"
      borderWidth="2px"
      borderColor="red.700"
    >
      {warning ? (
        <Text fontWeight="bold" color="gray.900" bg="yellow.100" px="3" py="2" borderRadius="l2">
          {warning}
        </Text>
      ) : null}
      <Text fontWeight="bold" color="red.900">
        {MSG.confirmFinish}
      </Text>
      <Grid templateColumns="1fr 1fr" gap="3">
        <Button
          size="xl"
          variant="outline"
          colorPalette="gray"
          color="gray.900"
          borderColor="gray.700"
          bg="bg"
          onClick={() => setWarning(undefined)}
        >
          {MSG.cancel}
        </Button>
        <Button
          size="xl"
          colorPalette="red"
          bg="red.700"
          onClick={() => {
            setWarning(undefined);
            onFinish();
          }}
        >
          {MSG.confirm}
        </Button>
      </Grid>
    </Stack>
  );
}
