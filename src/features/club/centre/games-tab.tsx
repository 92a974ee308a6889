// The club's games of today and the next seven days, by day, for its contact and its players.
// Read through the SWR cache and warmed at sign-in, so the schedule opens at the field offline.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { clubApi } from '../../../contract/api/club';
import type { GameSummary } from '../../../contract/content-competition';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { TEXT } from '../messages';
import { ClubCalendar } from './club-calendar';
import { GameCard } from './game-card';
import { TabSection } from './tab-section';

const GAME_PARAM = 'game';

function byDay(games: readonly GameSummary[]): [string, GameSummary[]][] {
  const days = new Map<string, GameSummary[]>();
  for (const game of games) days.set(game.date, [...(days.get(game.date) ?? []), game]);
  return [...days.entries()];
}

export function GamesTab() {
  const result = useAccountApi(clubApi.games, {});
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get(GAME_PARAM));
  const toggle = (id: number) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (openId === id) next.delete(GAME_PARAM);
        else next.set(GAME_PARAM, String(id));
        return next;
      },
      { replace: true },
    );

  return (
    <TabSection title={TEXT.games}>
      <DataState
        result={result}
        isEmpty={(answer) => answer.games.length === 0}
        empty={TEXT.noGames}
      >
        {(answer) => (
          <Stack gap="5">
            <Text color="fg.muted">
              {answer.club.name} · {TEXT.gamesRange(formatDate(answer.from), formatDate(answer.to))}
            </Text>
            {byDay(answer.games).map(([day, games]) => (
              <Stack key={day} gap="3">
                <Heading as="h3" size="md">
                  {day === answer.from
                    ? `${TEXT.today} · ${formatDate(day, 'long')}`
                    : formatDate(day, 'long')}
                </Heading>
                <Stack as="ul" listStyleType="none" gap="3">
                  {games.map((game) => (
                    <GameCard
                      key={game.id}
                      game={game}
                      open={openId === game.id}
                      onToggle={() => toggle(game.id)}
                    />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </DataState>
      <ClubCalendar />
    </TabSection>
  );
}
