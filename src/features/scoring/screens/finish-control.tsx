// 结束比赛 asks once more (确定 / 取消): a finished game takes no more points.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MSG } from '../messages';

export function FinishControl({ onFinish }: { onFinish(): void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        size="xl"
        variant="outline"
        colorPalette="red"
        bg="bg"
        borderWidth="2px"
        onClick={() => setAsking(true)}
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
      <Text fontWeight="bold" color="red.900">
        {MSG.confirmFinish}
      </Text>
      <Grid templateColumns="1fr 1fr" gap="3">
        <Button
          size="xl"
          variant="outline"
          colorPalette="gray"
          bg="bg"
          onClick={() => setAsking(false)}
        >
          {MSG.cancel}
        </Button>
        <Button
          size="xl"
          colorPalette="red"
          onClick={() => {
            setAsking(false);
            onFinish();
          }}
        >
          {MSG.confirm}
        </Button>
      </Grid>
    </Stack>
  );
}
