// The tabs over one competition's console pages (docs/competitions.md): its details, the clubs
// that entered, its format (赛制), the schedule and the results. Each section's page draws them with its own tab
// marked, so the sections never import each other.
import { Box, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export type CompetitionTab = 'details' | 'registrations' | 'stages' | 'schedule' | 'results';

const TABS: readonly { tab: CompetitionTab; label: string; path: string }[] = [
  { tab: 'details', label: '基本信息', path: '' },
  { tab: 'registrations', label: '报名', path: '/registrations' },
  { tab: 'stages', label: '赛制', path: '/stages' },
  { tab: 'schedule', label: '赛程', path: '/schedule' },
  { tab: 'results', label: '成绩', path: '/results' },
];

export function competitionPagePath(competitionId: number, tab: CompetitionTab): string {
  const entry = TABS.find((t) => t.tab === tab);
  return `/admin/competitions/${competitionId}${entry?.path ?? ''}`;
}

export function CompetitionTabs({
  competitionId,
  current,
}: {
  competitionId: number;
  current: CompetitionTab;
}) {
  return (
    <Flex as="nav" aria-label="赛事页面" gap="1" mb="4" borderBottomWidth="1px" overflowX="auto">
      {TABS.map(({ tab, label }) => {
        const active = tab === current;
        return (
          <Box
            key={tab}
            asChild
            px="3"
            py="2"
            flexShrink={0}
            borderBottomWidth="2px"
            borderColor={active ? 'brand.solid' : 'transparent'}
            fontWeight={active ? 'semibold' : 'normal'}
            color={active ? 'brand.fg' : 'fg.muted'}
          >
            <RouterLink
              to={competitionPagePath(competitionId, tab)}
              aria-current={active ? 'page' : undefined}
            >
              {label}
            </RouterLink>
          </Box>
        );
      })}
    </Flex>
  );
}
