// /scoring/match/detail?id=: the game screen. Everything on it is derived from the phone's own
// log (merged with the server's once read), so each tap shows at once and survives a reload;
// the engine sends the actions when it can.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Team } from '../../../contract/volunteer';
import { useGameView } from '../local/use-game-view';
import type { ActionDraft } from '../local/scoring-action';
import { MSG } from '../messages';
import { FinishControl } from './finish-control';
import { GameFacts } from './game-facts';
import { PointTimeline } from './point-timeline';
import { RequireTicket } from './require-ticket';
import { RosterPanel } from './roster-panel';
import { shownRosters } from './roster-view';
import { ScorePad } from './score-pad';
import { Scoreboard } from './scoreboard';
import { shownScore } from './shown-score';
import { SyncBar } from './sync-bar';
import { TimeoutControl } from './timeout-control';
import { useGamePull } from './use-game-pull';
import { useScoringSession } from './use-scoring-session';
import { useStable } from './use-stable';
import type { ScorePick } from './score-pad';
import type { NameEdit } from './roster-panel';

/** Asked at the first begin (and at login): the browser then keeps the outbox under pressure. */
function askPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}

function BackToList() {
  return (
    <Button asChild variant="outline" colorPalette="brand" bg="bg" size="xl">
      <RouterLink to="/scoring/match/list">{MSG.backToList}</RouterLink>
    </Button>
  );
}

function MatchDetail() {
  const { engine, sync } = useScoringSession();
  const [params] = useSearchParams();
  const gameId = Number(params.get('id'));
  const view = useGameView(engine.store, gameId);
  useGamePull(engine, gameId, sync.lastSyncAt);
  const marks = useMemo(
    () => new Map(view?.log.map((action) => [action.id, action.sync])),
    [view?.log],
  );

  const record = useCallback((draft: ActionDraft) => void engine.recordAction(draft), [engine]);
  const onScore = useCallback(
    (pick: ScorePick) => record({ type: 'score', gameId, ...pick }),
    [record, gameId],
  );
  const onSaveName = useCallback(
    (edit: NameEdit) => record({ type: 'saveName', gameId, ...edit }),
    [record, gameId],
  );
  const onTimeout = useCallback(
    (team: Team) => record({ type: 'timeout', gameId, team }),
    [record, gameId],
  );
  const timeoutsUsed = useStable(view?.state.timeoutsUsed);
  const teamNames = useStable<Record<Team, string>>({
    home: view?.game?.home.name ?? '',
    away: view?.game?.away.name ?? '',
  });
  const rosters = useStable(shownRosters(view?.rosters, view?.state.rosterEdits ?? []));

  if (view === undefined) return <Text>{MSG.loading}</Text>;
  const { game, state } = view;
  if (!game) {
    return (
      <Stack gap="4">
        <SyncBar engine={engine} sync={sync} />
        <Text bg="bg" p="4" borderRadius="l3">
          {MSG.gameMissing}
        </Text>
        <BackToList />
      </Stack>
    );
  }

  const score = shownScore(game, state);
  return (
    <Stack gap="4">
      <SyncBar engine={engine} sync={sync} />
      <Box>
        <Text fontSize="sm" color="gray.700" mb="1">
          {game.competitionName} · {game.time} · {MSG.field} {game.field}
        </Text>
        <Scoreboard teamNames={teamNames} score={score} status={state.status} />
      </Box>
      {state.status === 'scheduled' ? (
        <Button
          colorPalette="green"
          size="2xl"
          h="20"
          fontSize="2xl"
          onClick={() => {
            askPersistentStorage();
            record({ type: 'begin', gameId });
          }}
        >
          {MSG.begin}
        </Button>
      ) : null}
      {state.status === 'live' ? (
        <>
          <ScorePad teamNames={teamNames} rosters={rosters} onScore={onScore} />
          <Button
            size="xl"
            variant="outline"
            colorPalette="gray"
            bg="bg"
            borderWidth="2px"
            disabled={state.lastScoreId === null}
            aria-description={MSG.undoHint}
            onClick={() => {
              if (state.lastScoreId) {
                record({ type: 'deleteScore', gameId, scoreId: state.lastScoreId });
              }
            }}
          >
            {MSG.undo}
          </Button>
        </>
      ) : null}
      {state.status === 'finished' ? (
        <Text fontSize="lg" fontWeight="bold" textAlign="center">
          {score.home === score.away
            ? MSG.draw
            : MSG.winner(teamNames[score.home > score.away ? 'home' : 'away'])}
        </Text>
      ) : null}
      {state.status === 'live' && timeoutsUsed ? (
        <TimeoutControl
          teamNames={teamNames}
          perHalf={game.rules.timeoutsPerHalf}
          secondHalf={state.halftime !== null}
          used={timeoutsUsed}
          onTimeout={onTimeout}
        />
      ) : null}
      <GameFacts rules={game.rules} state={state} teamNames={teamNames} />
      <PointTimeline
        timeline={state.timeline}
        rosters={rosters}
        teamNames={teamNames}
        marks={marks}
      />
      {state.status === 'live' ? (
        <FinishControl onFinish={() => record({ type: 'finish', gameId })} />
      ) : null}
      <RosterPanel rosters={rosters} teamNames={teamNames} onSave={onSaveName} />
      <BackToList />
    </Stack>
  );
}

export function ScoringMatchDetailPage() {
  return (
    <RequireTicket>
      <MatchDetail />
    </RequireTicket>
  );
}
