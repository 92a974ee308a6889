// /admin/competitions/:id/schedule: the competition's games by day and pool, each with its time,
// field, teams, status, score and volunteer; 添加比赛, 生成循环赛 and 赛程表格 above, 编辑 on each game.
// Its game rows and page frame match the results page's in shape only (one Chakra prop a line,
// other values and columns).
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AdminGame } from '../../../contract/admin-schedule';
import { adminScheduleApi } from '../../../contract/api/admin-schedule';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { CompetitionTabs } from '../shell/competition-tabs';
import { shownStatus, STATUS_PALETTE } from './game-status';
import { groupGames } from './group-games';
import { schedulePath } from './schedule-paths';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

function GameRow({ game, competitionId }: { game: AdminGame; competitionId: number }) {
  const status = shownStatus(game);
  const palette = STATUS_PALETTE[status];
  return (
    <Box as="li" bg="bg" borderWidth="1px" borderRadius="l2" p="3" listStyleType="none">
      <Flex justify="space-between" gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>
          {game.time} · {M.fields.field} {game.field}
          {game.round ? ` · ${game.round}` : ''}
        </Text>
        <Text fontWeight="bold" px="2" borderRadius="l1" bg={palette.bg} color={palette.color}>
          {M.status[status]}
        </Text>
      </Flex>
      <Flex align="center" gap="3" mt="1" wrap="wrap">
        <Text fontWeight="semibold" flex="1" minW="0" overflowWrap="anywhere">
          {game.home.name} {M.vs} {game.away.name}
        </Text>
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
          {game.homeScore}:{game.awayScore}
        </Text>
      </Flex>
      <Flex justify="space-between" align="center" gap="2" mt="1" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {M.volunteer}：
          {game.volunteers.length === 0
            ? M.noVolunteer
            : game.volunteers.map((v) => v.name).join('、')}
          {game.cancelReason ? ` · ${M.cancelledBecause(game.cancelReason)}` : ''}
        </Text>
        <Button asChild size="sm" variant="outline" minH="11">
          <RouterLink
            to={schedulePath(competitionId, String(game.id))}
            aria-label={M.editGame(game.home.name, game.away.name)}
          >
            {M.edit}
          </RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}

export function SchedulePage() {
  const id = Number(useParams().id);
  const result = useApi(adminScheduleApi.schedule, { params: { id } });
  return (
    <Stack gap="4">
      <CompetitionTabs competitionId={id} current="schedule" />
      <DataState result={result}>
        {(schedule) => (
          <Stack gap="5">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="md" overflowWrap="anywhere">
                {schedule.competition.name}
              </Heading>
              <Flex gap="2" wrap="wrap">
                <Button asChild colorPalette="brand" minH="11">
                  <RouterLink to={schedulePath(id, 'new')}>{M.addGame}</RouterLink>
                </Button>
                <Button asChild variant="outline" minH="11">
                  <RouterLink to={schedulePath(id, 'round-robin')}>{M.roundRobin}</RouterLink>
                </Button>
                <Button asChild variant="outline" minH="11">
                  <RouterLink to={schedulePath(id, 'grid')}>{M.grid}</RouterLink>
                </Button>
              </Flex>
            </Flex>
            {schedule.list.length === 0 ? <Text>{M.noGames}</Text> : null}
            {groupGames(schedule.list).map((day) => (
              <Stack as="section" key={day.date} gap="3" aria-label={day.date}>
                <Heading as="h3" size="sm">
                  {day.date}
                </Heading>
                {day.pools.map((pool) => (
                  <Stack key={pool.pool ?? ''} gap="2">
                    <Text fontWeight="semibold" color="fg.muted">
                      {pool.pool ?? M.noPool}
                    </Text>
                    <Stack as="ul" gap="2">
                      {pool.games.map((game) => (
                        <GameRow key={game.id} game={game} competitionId={id} />
                      ))}
                    </Stack>
                  </Stack>
                ))}
              </Stack>
            ))}
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
