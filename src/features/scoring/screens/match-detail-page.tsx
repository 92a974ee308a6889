// /scoring/match/detail?id=: the game screen. Everything on it is derived from the phone's own
// log (merged with the server's once read), so each tap shows at once and survives a reload;
// the engine sends the actions when it can. A refusal from the server shows next to the control
// it concerns and stays until read.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Team } from '../../../contract/scoring';
import type { TimelinePoint } from '../../../contract/scoring/derive';
import { pointDetailsOf } from '../../../contract/scoring/scoring-event';
import type { ActionDraft, ScoringActionType } from '../local/scoring-action';
import { useGameView } from '../local/use-game-view';
import { MSG } from '../messages';
import { ActionRefusals } from './action-refusals';
import { DuplicatePanel } from './duplicate-panel';
import { FinishControl } from './finish-control';
import { GameFacts } from './game-facts';
import { HandoffPanel } from './handoff-panel';
import { LinePicker } from './line-picker';
import { pendingMatchup, teamsPending } from './pending-teams';
import { PlayControls } from './play-controls';
import { PointTimeline } from './point-timeline';
import { RatioBar } from './ratio-bar';
import { recorderNamesOf } from './recorder-names';
import { RequireTicket } from './require-ticket';
import { RosterPanel, type NameEdit } from './roster-panel';
import { shownRosters } from './roster-view';
import type { ScorePick } from './score-pad';
import { Scoreboard } from './scoreboard';
import { shownScore } from './shown-score';
import { SyncBar } from './sync-bar';
import { TimeoutControl } from './timeout-control';
import { useGamePull } from './use-game-pull';
import { usePointSetup } from './use-point-setup';
import { useScoringSession } from './use-scoring-session';
import { useStable } from './use-stable';

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
  const recorders = useMemo(() => recorderNamesOf(view?.game?.events), [view?.game?.events]);

  // The point the last 撤销 voided, offered back (撤回撤销) until the next action.
  const [undone, setUndone] = useState<TimelinePoint | null>(null);
  const [recordFailed, setRecordFailed] = useState(false);
  const record = useCallback(
    (draft: ActionDraft) => {
      setUndone(null);
      setRecordFailed(false);
      engine.recordAction(draft).catch(() => setRecordFailed(true));
    },
    [engine],
  );
  const setup = usePointSetup(view?.game?.rules, view?.state);
  const pointDetails = useStable(setup.details);
  const onScore = useCallback(
    (pick: ScorePick) => record({ type: 'score', gameId, ...pick, ...pointDetails }),
    [record, gameId, pointDetails],
  );
  const onUndo = useCallback(
    (point: TimelinePoint) => {
      record({ type: 'deleteScore', gameId, scoreId: point.scoreId });
      setUndone(point);
    },
    [record, gameId],
  );
  // A void cannot itself be voided: the point comes back as a new action with its own id, which
  // the server counts once like any other.
  const onRedo = useCallback(
    ({ team, scorerId, assistId, ...point }: TimelinePoint) =>
      record({ type: 'score', gameId, team, scorerId, assistId, ...pointDetailsOf(point) }),
    [record, gameId],
  );
  const onKeepBoth = useCallback(
    (scoreIds: [string, string]) => record({ type: 'confirmDuplicate', gameId, scoreIds }),
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
  const lines = useStable(setup.lines);
  const lineStats = useStable(setup.trackLines ? view?.state.lineStats : undefined);

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
  const refusals = (types: readonly ScoringActionType[]) => (
    <ActionRefusals engine={engine} rejected={sync.rejected} gameId={gameId} types={types} />
  );
  return (
    <Stack gap="4">
      <SyncBar engine={engine} sync={sync} otherThan={gameId} />
      <Box>
        <Text fontSize="sm" color="gray.700" mb="1">
          {game.competitionName} · {game.time} · {MSG.field} {game.field}
        </Text>
        <Scoreboard teamNames={teamNames} score={score} status={state.status} />
      </Box>
      {game.cancelReason != null ? (
        <Text fontWeight="bold" color="red.900" bg="red.50" p="3" borderRadius="l2">
          {MSG.cancelledBecause(game.cancelReason)}
        </Text>
      ) : null}
      {recordFailed ? (
        <Text role="alert" fontWeight="bold" color="red.900" bg="red.50" p="3" borderRadius="l2">
          {MSG.recordFailed}
        </Text>
      ) : null}
      {state.status === 'scheduled' && teamsPending(game) ? (
        <Text role="note" fontWeight="bold" bg="gray.100" p="3" borderRadius="l2">
          {pendingMatchup(game)}
          <Text as="span" display="block" fontWeight="normal" mt="1">
            {MSG.pendingCannotBegin}
          </Text>
        </Text>
      ) : null}
      {state.status === 'scheduled' && !teamsPending(game) ? (
        <Button
          colorPalette="brand"
          bg="brand.700"
          _hover={{ bg: 'brand.800' }}
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
      {setup.next && setup.ratio && state.status !== 'finished' ? (
        <RatioBar
          next={setup.next}
          shown={setup.ratio}
          teamNames={teamNames}
          onChoose={setup.onChoose}
        />
      ) : null}
      {setup.trackLines && state.status === 'live' ? (
        <LinePicker
          teamNames={teamNames}
          rosters={rosters}
          lines={lines}
          ratio={setup.ratio}
          onChange={setup.onLine}
        />
      ) : null}
      {state.status === 'live' ? (
        <PlayControls
          teamNames={teamNames}
          rosters={rosters}
          lastPoint={state.timeline.at(-1)}
          undone={undone}
          onScore={onScore}
          onUndo={onUndo}
          onRedo={onRedo}
        />
      ) : null}
      {state.status === 'scheduled' ? null : (
        <DuplicatePanel
          duplicates={state.possibleDuplicates}
          timeline={state.timeline}
          teamNames={teamNames}
          marks={marks}
          recorders={recorders}
          mayUndo={state.status === 'live'}
          onKeep={onKeepBoth}
          onUndo={onUndo}
        />
      )}
      {refusals(['begin', 'score', 'deleteScore', 'confirmDuplicate'])}
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
      {refusals(['timeout'])}
      <GameFacts rules={game.rules} state={state} teamNames={teamNames} />
      <PointTimeline
        timeline={state.timeline}
        rosters={rosters}
        teamNames={teamNames}
        marks={marks}
        recorders={recorders}
      />
      {state.status === 'live' ? (
        <FinishControl state={state} onFinish={() => record({ type: 'finish', gameId })} />
      ) : null}
      {refusals(['finish'])}
      <RosterPanel
        rosters={rosters}
        teamNames={teamNames}
        lineStats={lineStats}
        onSave={onSaveName}
      />
      {refusals(['saveName'])}
      {state.status === 'finished' ? null : <HandoffPanel gameId={gameId} />}
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
