// /scoring/match/list: the volunteer's games of a day (today by default). The list is read from
// the phone's storage and refreshed from the server when it can be, so it opens offline once
// the day has been loaded.
import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MSG } from '../messages';
import { formatClock, todayString } from './format-time';
import type { LocalFinal } from './fill-placeholders';
import { GameCard } from './game-card';
import { PendingGameCard } from './pending-game-card';
import { teamsPending } from './pending-teams';
import { shownScore } from './shown-score';
import { loadDayGames, type DayLoad } from './load-day-games';
import { RequireTicket } from './require-ticket';
import { SessionPanel } from './session-panel';
import { SyncBar } from './sync-bar';
import { useDayGames, type DayGame } from './use-day-games';
import { VolunteerCalendar } from './volunteer-calendar';

/** The games of the day this phone has finished, with their scores as its log counts them. */
function localFinalsOf(games: readonly DayGame[]): Map<number, LocalFinal> {
  const finals = new Map<number, LocalFinal>();
  for (const { game, state } of games) {
    if (state.status !== 'finished') continue;
    const score = shownScore(game, state);
    finals.set(game.id, { homeScore: score.home, awayScore: score.away });
  }
  return finals;
}
import { useScoringSession } from './use-scoring-session';

function MatchList() {
  const { engine, sync } = useScoringSession();
  const [date, setDate] = useState(todayString);
  const [load, setLoad] = useState<DayLoad | 'loading'>('loading');
  const [attempt, setAttempt] = useState(0);
  const games = useDayGames(engine.store, date);

  useEffect(() => {
    let current = true;
    setLoad('loading');
    void loadDayGames(engine, date).then((result) => current && setLoad(result));
    return () => {
      current = false;
    };
  }, [engine, date, attempt]);

  const lastPulled = games?.reduce((latest, { game }) => Math.max(latest, game.pulledAt ?? 0), 0);
  return (
    <Stack gap="4">
      <SyncBar engine={engine} sync={sync} />
      <Flex gap="3" align="end">
        <Field.Root flex="1">
          <Field.Label fontSize="md">{MSG.date}</Field.Label>
          <Input
            type="date"
            lang="zh-CN"
            size="xl"
            bg="bg"
            borderColor="gray.500"
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </Field.Root>
        <Button
          size="xl"
          variant="outline"
          colorPalette="brand"
          bg="bg"
          loading={load === 'loading'}
          // Chakra hides a loading button's children; the text keeps its name for screen readers.
          loadingText={MSG.refresh}
          onClick={() => setAttempt((count) => count + 1)}
        >
          {MSG.refresh}
        </Button>
      </Flex>
      {load === 'offline' || load === 'failed' ? (
        <Text color="gray.800" bg="yellow.100" px="3" py="2" borderRadius="l2">
          {load === 'offline' ? MSG.offlineList : MSG.listFailed}
          {lastPulled ? `（${MSG.lastSync(formatClock(lastPulled))}）` : ''}
        </Text>
      ) : null}
      {games === undefined ? (
        <Text>{MSG.loading}</Text>
      ) : games.length === 0 ? (
        <Text bg="bg" p="4" borderRadius="l3">
          {load === 'loaded' ? MSG.noGames : load === 'loading' ? MSG.loading : MSG.notLoaded}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {games.map((day) => (
            <li key={day.game.id}>
              {teamsPending(day.game) ? (
                <PendingGameCard day={day} localFinals={localFinalsOf(games)} />
              ) : (
                <GameCard {...day} />
              )}
            </li>
          ))}
        </Stack>
      )}
      <VolunteerCalendar />
      <SessionPanel engine={engine} sync={sync} />
    </Stack>
  );
}

export function ScoringMatchListPage() {
  return (
    <RequireTicket>
      <MatchList />
    </RequireTicket>
  );
}
