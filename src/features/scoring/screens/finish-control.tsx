// 结束比赛 asks once more (确定 / 取消): a finished game takes no more points. When neither team
// has reached the winning score and no cap applies, the question says that first.
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GameState } from '../../../contract/scoring/derive';
import { MSG } from '../messages';
import { ConfirmQuestion } from './confirm-pair';
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
    <ConfirmQuestion
      label={MSG.finish}
      tone="red"
      confirmLabel={MSG.confirm}
      onCancel={() => setWarning(undefined)}
      onConfirm={() => {
        setWarning(undefined);
        onFinish();
      }}
    >
      {warning ? (
        <Text fontWeight="bold" color="gray.900" bg="yellow.100" px="3" py="2" borderRadius="l2">
          {warning}
        </Text>
      ) : null}
      <Text fontWeight="bold" color="red.900">
        {MSG.confirmFinish}
      </Text>
    </ConfirmQuestion>
  );
}
