// Both rosters (number, name), each player with 修改, and 添加队员 per team.
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import type { Team } from '../../../contract/scoring';
import type { PlayerLineStats } from '../../../contract/scoring/line-stats';
import { MSG } from '../messages';
import { PlayerForm, type PlayerFields } from './player-form';
import type { ShownRosters } from './roster-view';

export interface NameEdit extends PlayerFields {
  team: Team;
  playerId: number | null;
}

interface RosterPanelProps {
  rosters: ShownRosters;
  teamNames: Record<Team, string>;
  /** Where lines are tracked: points played and plus-minus per game-roster id. */
  lineStats?: Record<number, PlayerLineStats>;
  onSave(edit: NameEdit): void;
}

function LineStatsText({ stats }: { stats: PlayerLineStats | null }) {
  if (stats === null) return null;
  return (
    <Text as="span" display="block" color="gray.700" fontSize="sm">
      {MSG.lineStats(stats.played, stats.plusMinus)}
    </Text>
  );
}

/** Which form is open: a player's key, or `add-<team>`. */
type Editing = string | null;

function TeamRoster({
  team,
  props,
  editing,
  setEditing,
}: {
  team: Team;
  props: RosterPanelProps;
  editing: Editing;
  setEditing(key: Editing): void;
}) {
  const { rosters, teamNames, lineStats, onSave } = props;
  const statsOf = (id: number | null) => (id !== null && lineStats?.[id]) || null;
  const save = (playerId: number | null) => (fields: PlayerFields) => {
    setEditing(null);
    onSave({ team, playerId, ...fields });
  };
  return (
    <Stack gap="1" bg="bg" p="4" borderRadius="l3" shadow="sm">
      <Heading as="h2" size="md">
        {teamNames[team]} {MSG.rosters}
      </Heading>
      <Stack as="ul" gap="0" listStyleType="none">
        {rosters[team].map((player) => (
          <li key={player.key}>
            {editing === player.key ? (
              <PlayerForm
                initial={player}
                onSave={save(player.id)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <Flex align="center" gap="3" py="1" borderTopWidth="1px" borderColor="gray.200">
                <Text minW="10" fontWeight="bold" fontVariantNumeric="tabular-nums">
                  {player.number ?? '—'}
                </Text>
                <Text flex="1" minW="0" truncate>
                  {player.name}
                  {player.id === null ? (
                    <Text as="span" color="orange.800" fontSize="sm">
                      （{MSG.addedPending}）
                    </Text>
                  ) : null}
                  <LineStatsText stats={statsOf(player.id)} />
                </Text>
                {player.id !== null ? (
                  <Button
                    size="lg"
                    variant="outline"
                    colorPalette="gray"
                    borderColor="gray.600"
                    aria-label={`${MSG.editPlayer} ${player.name}`}
                    onClick={() => setEditing(player.key)}
                  >
                    {MSG.editPlayer}
                  </Button>
                ) : null}
              </Flex>
            )}
          </li>
        ))}
      </Stack>
      {editing === `add-${team}` ? (
        <PlayerForm
          initial={{ name: '', number: null }}
          onSave={save(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button
          size="lg"
          variant="outline"
          colorPalette="brand"
          aria-label={`${teamNames[team]} ${MSG.addPlayer}`}
          onClick={() => setEditing(`add-${team}`)}
        >
          {MSG.addPlayer}
        </Button>
      )}
    </Stack>
  );
}

export const RosterPanel = memo(function RosterPanel(props: RosterPanelProps) {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <Stack gap="4">
      {(['home', 'away'] as const).map((team) => (
        <TeamRoster
          key={team}
          team={team}
          props={props}
          editing={editing}
          setEditing={setEditing}
        />
      ))}
    </Stack>
  );
});
