// Recording a point in at most three taps: the team's button (`<队名>得分`), then the scorer and
// the assist from that team's roster, each of which may be skipped (跳过). The point is written
// on the last tap, so a wrong first tap costs nothing (返回). 跳过 sits above the roster, where the
// thumb finds it whatever the roster's length.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import type { Team } from '../../../contract/scoring';
import { MSG } from '../messages';
import { playerLabel, type ShownPlayer, type ShownRosters } from './roster-view';

type Step =
  { team: Team; phase: 'scorer' } | { team: Team; phase: 'assist'; scorerId: number | null };

export interface ScorePick {
  team: Team;
  scorerId: number | null;
  assistId: number | null;
}

interface ScorePadProps {
  teamNames: Record<Team, string>;
  rosters: ShownRosters;
  onScore(pick: ScorePick): void;
}

// The 700 shades: white text on them passes 7:1, readable in full sun.
const TEAM_COLORS: Record<Team, { palette: string; bg: string; hover: string }> = {
  home: { palette: 'blue', bg: 'blue.700', hover: 'blue.800' },
  away: { palette: 'red', bg: 'red.700', hover: 'red.800' },
};

function PlayerChoices({
  title,
  players,
  onPick,
  onBack,
}: {
  title: string;
  players: ShownPlayer[];
  onPick(id: number | null): void;
  onBack(): void;
}) {
  return (
    <Stack gap="3" role="group" aria-label={title} bg="bg" p="3" borderRadius="l3" shadow="sm">
      <Text fontSize="lg" fontWeight="bold">
        {title}
      </Text>
      <Grid templateColumns="1fr 2fr" gap="2">
        <Button
          size="xl"
          variant="outline"
          colorPalette="gray"
          borderColor="gray.700"
          onClick={onBack}
        >
          {MSG.back}
        </Button>
        <Button size="xl" colorPalette="gray" bg="gray.700" onClick={() => onPick(null)}>
          {MSG.skip}
        </Button>
      </Grid>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
        {players.map((player) => (
          <Button
            key={player.key}
            size="xl"
            variant="outline"
            borderWidth="2px"
            borderColor="gray.600"
            color="gray.900"
            justifyContent="start"
            onClick={() => onPick(player.id)}
          >
            <Text truncate>{playerLabel(player)}</Text>
          </Button>
        ))}
      </Grid>
    </Stack>
  );
}

export const ScorePad = memo(function ScorePad({ teamNames, rosters, onScore }: ScorePadProps) {
  const [step, setStep] = useState<Step | null>(null);

  if (step === null) {
    return (
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        {(['home', 'away'] as const).map((team) => (
          <Button
            key={team}
            colorPalette={TEAM_COLORS[team].palette}
            bg={TEAM_COLORS[team].bg}
            _hover={{ bg: TEAM_COLORS[team].hover }}
            h="24"
            fontSize="xl"
            fontWeight="bold"
            whiteSpace="normal"
            onClick={() => setStep({ team, phase: 'scorer' })}
          >
            {MSG.scores(teamNames[team])}
          </Button>
        ))}
      </Grid>
    );
  }

  // Only players the server knows can be named: a player added offline has no roster id yet.
  const pickable = rosters[step.team].filter((player) => player.id !== null);
  if (step.phase === 'scorer') {
    return (
      <PlayerChoices
        title={MSG.pickScorer(teamNames[step.team])}
        players={pickable}
        onBack={() => setStep(null)}
        onPick={(scorerId) => setStep({ team: step.team, phase: 'assist', scorerId })}
      />
    );
  }
  return (
    <PlayerChoices
      title={MSG.pickAssist(teamNames[step.team])}
      players={pickable.filter((player) => player.id !== step.scorerId)}
      onBack={() => setStep({ team: step.team, phase: 'scorer' })}
      onPick={(assistId) => {
        setStep(null);
        onScore({ team: step.team, scorerId: step.scorerId, assistId });
      }}
    />
  );
});
