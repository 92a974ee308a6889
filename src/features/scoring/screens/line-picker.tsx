// 上场名单: each team's seven on the field for the next point, picked from the game roster and
// kept from the last point (docs/scoring-model.md, "Lines"). Optional: a point scored with no
// line picked records none, and scoring still takes three taps.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { LINE_SIZE, type Ratio, type Team } from '../../../contract/scoring';
import { MSG } from '../messages';
import { OUTLINE_AT_7_TO_1 } from './confirm-pair';
import { checkLineGenders } from './line-genders';
import { playerLabel, type ShownRosters } from './roster-view';

interface LinePickerProps {
  teamNames: Record<Team, string>;
  rosters: ShownRosters;
  lines: Record<Team, readonly number[]>;
  /** A mixed game's ratio of the point: each line is checked against it (a warning only). */
  ratio: Ratio | null;
  onChange(team: Team, line: number[]): void;
}

function GenderWarnings({ props }: { props: LinePickerProps }) {
  const { ratio, rosters, lines, teamNames } = props;
  if (ratio === null) return null;
  const warnings = (['home', 'away'] as const).flatMap((team) => {
    const players = rosters[team].filter((p) => p.id !== null && lines[team].includes(p.id));
    const check = players.length === 0 ? 'fits' : checkLineGenders(ratio, players);
    if (check === 'fits') return [];
    const text =
      check === 'unknown'
        ? MSG.lineGenders.unknown(teamNames[team])
        : MSG.lineGenders[check](teamNames[team], MSG.ratio[ratio]);
    return [{ team, text, strong: check !== 'unknown' }];
  });
  return warnings.map(({ team, text, strong }) => (
    <Text
      key={team}
      fontSize="sm"
      fontWeight={strong ? 'bold' : 'normal'}
      color={strong ? 'orange.800' : 'gray.700'}
    >
      {text}
    </Text>
  ));
}

function TeamLine({
  team,
  props,
  onClose,
}: {
  team: Team;
  props: LinePickerProps;
  onClose(): void;
}) {
  const line = props.lines[team];
  const full = line.length >= LINE_SIZE;
  const toggle = (id: number) =>
    props.onChange(team, line.includes(id) ? line.filter((p) => p !== id) : [...line, id]);
  // Only players the server knows can be on a line: one added offline has no roster id yet.
  const players = props.rosters[team].flatMap(({ id, ...player }) =>
    id === null ? [] : [{ ...player, id }],
  );
  return (
    <Stack gap="2" role="group" aria-label={MSG.lineTitle(props.teamNames[team])}>
      <Text fontWeight="bold">
        {MSG.lineTitle(props.teamNames[team])} {MSG.lineCount(line.length, LINE_SIZE)}
        {full ? `，${MSG.lineFull(LINE_SIZE)}` : ''}
      </Text>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
        {players.map((player) => {
          const picked = line.includes(player.id);
          return (
            <Button
              key={player.key}
              size="lg"
              {...(picked
                ? { colorPalette: 'brand', bg: 'brand.700', color: 'white' }
                : OUTLINE_AT_7_TO_1)}
              borderWidth="2px"
              justifyContent="start"
              aria-pressed={picked}
              disabled={!picked && full}
              onClick={() => toggle(player.id)}
            >
              <Text truncate>{playerLabel(player)}</Text>
            </Button>
          );
        })}
      </Grid>
      <Grid templateColumns="1fr 2fr" gap="2">
        <Button size="lg" {...OUTLINE_AT_7_TO_1} onClick={() => props.onChange(team, [])}>
          {MSG.lineClear}
        </Button>
        <Button size="lg" colorPalette="gray" bg="gray.700" onClick={onClose}>
          {MSG.lineDone}
        </Button>
      </Grid>
    </Stack>
  );
}

export const LinePicker = memo(function LinePicker(props: LinePickerProps) {
  const [open, setOpen] = useState<Team | null>(null);
  return (
    <Stack gap="2" bg="bg" p="3" borderRadius="l3" shadow="sm">
      {open ? (
        <TeamLine team={open} props={props} onClose={() => setOpen(null)} />
      ) : (
        <>
          <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
            {(['home', 'away'] as const).map((team) => (
              <Button
                key={team}
                size="lg"
                {...OUTLINE_AT_7_TO_1}
                borderWidth="2px"
                whiteSpace="normal"
                h="auto"
                minH="12"
                onClick={() => setOpen(team)}
              >
                {MSG.lineOpen(props.teamNames[team], props.lines[team].length, LINE_SIZE)}
              </Button>
            ))}
          </Grid>
          <Text fontSize="sm" color="gray.700">
            {MSG.lineHint}
          </Text>
        </>
      )}
      <GenderWarnings props={props} />
    </Stack>
  );
});
