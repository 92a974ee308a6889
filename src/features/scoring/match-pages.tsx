// The volunteer's game list and game screen. Offline scoring comes with the scoring issue; these
// placeholders already live in the scoring layout with big touch targets.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

function ScoringPlaceholder({ back }: { back?: { label: string; to: string } }) {
  return (
    <Stack gap="4" bg="bg" p="5" borderRadius="l3" shadow="sm">
      <Text fontSize="lg">本栏目内容正在建设中，敬请期待。</Text>
      {back ? (
        <Button asChild variant="outline" colorPalette="brand" size="xl">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Button>
      ) : null}
    </Stack>
  );
}

export function ScoringMatchListPage() {
  return <ScoringPlaceholder back={{ label: '重新登录', to: '/scoring/login' }} />;
}

export function ScoringMatchDetailPage() {
  return <ScoringPlaceholder back={{ label: '返回比赛列表', to: '/scoring/match/list' }} />;
}
