// The grid itself: the day's time slots as rows and the fields as columns, inside its own scrolling
// box. Staff tap a game, then a cell (移到这里); the shared rules judge the move at once and a clash
// is shown beside the chosen game without saving; a short rest asks 仍然移动 first; the server
// judges again and its refusal stays in the same place.
import { Box, Button, chakra, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import {
  checkPlacements,
  gameName,
  type Placement,
  type ScheduleCheck,
  type SlotGame,
} from '../../../contract/rules/schedule-clashes';
import type { ScheduleGrid } from '../../../contract/schedule-grid';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { moveGames } from './grid-calls';
import type { GridDay } from './grid-layout';
import { GRID_MESSAGES as M } from './grid-messages';

const Table = chakra('table');
const Th = chakra('th');
const Td = chakra('td');

function Notes({ title, lines, tone }: { title: string; lines: string[]; tone: 'red' | 'orange' }) {
  return (
    <Box
      role={tone === 'red' ? 'alert' : 'status'}
      borderInlineStartWidth="4px"
      borderColor={`${tone}.solid`}
      bg={`${tone}.subtle`}
      color={`${tone}.fg`}
      borderRadius="l2"
      px="3"
      py="2"
    >
      <Text fontWeight="semibold">{title}</Text>
      {lines.map((line) => (
        <Text key={line} fontSize="sm" overflowWrap="anywhere">
          {line}
        </Text>
      ))}
    </Box>
  );
}

function GameButton({
  game,
  chosen,
  onChoose,
}: {
  game: SlotGame;
  chosen: boolean;
  onChoose: () => void;
}) {
  const state = M.state[game.state];
  return (
    <Button
      variant={chosen ? 'solid' : 'outline'}
      colorPalette={chosen ? 'brand' : 'gray'}
      size="sm"
      h="auto"
      minH="11"
      w="full"
      py="1"
      whiteSpace="normal"
      textAlign="start"
      justifyContent="flex-start"
      aria-pressed={chosen}
      disabled={game.state !== 'open'}
      onClick={onChoose}
    >
      <Stack gap="0" fontSize="xs" lineHeight="short">
        <VisuallyHidden>{M.choose}</VisuallyHidden>
        {game.number ? <Text fontWeight="normal">{game.number}</Text> : null}
        <Text fontWeight="semibold">{game.teams}</Text>
        {state ? <Text fontWeight="normal">{state}</Text> : null}
      </Stack>
    </Button>
  );
}

export function GridBoard({ grid, date, day }: { grid: ScheduleGrid; date: string; day: GridDay }) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [pending, setPending] = useState<{ placement: Placement; check: ScheduleCheck } | null>(
    null,
  );
  const { refusal, run, clear } = useSubmitRefusal([grid]);
  const chosen = grid.games.find((game) => game.id === chosenId && game.state === 'open') ?? null;

  const choose = (id: number) => {
    setChosenId(id === chosenId ? null : id);
    setPending(null);
    clear();
  };
  const save = (placement: Placement) =>
    run(async () => {
      await moveGames(grid.competition.id, [placement]);
      setChosenId(null);
      setPending(null);
    });
  const tryMove = (time: string, field: string) => {
    if (!chosen) return;
    const placement = { gameId: chosen.id, date, time, field };
    const check = checkPlacements(grid.games, [placement], grid.settings);
    setPending({ placement, check });
    clear();
    if (check.clashes.length === 0 && check.warnings.length === 0) void save(placement);
  };
  const clashes = pending?.check.clashes ?? [];
  const warnings = pending?.check.warnings ?? [];

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {M.hint}
      </Text>
      {chosen ? (
        <Stack as="section" aria-label={M.chosen} gap="2" borderWidth="1px" borderRadius="l2" p="3">
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere" minW="0" flex="1">
              {M.chosen}：{gameName(chosen)}
            </Text>
            <Button size="sm" variant="ghost" minH="11" onClick={() => choose(chosen.id)}>
              {M.cancelChoice}
            </Button>
          </Flex>
          {clashes.length > 0 ? (
            <Notes title={M.clashTitle} lines={clashes.map((c) => c.message)} tone="red" />
          ) : null}
          {clashes.length === 0 && warnings.length > 0 && pending ? (
            <Stack gap="2">
              <Notes title={M.restTitle} lines={warnings.map((w) => w.message)} tone="orange" />
              <Box>
                <Button colorPalette="brand" minH="11" onClick={() => void save(pending.placement)}>
                  {M.moveAnyway}
                </Button>
              </Box>
            </Stack>
          ) : null}
          <FormRefusal refusal={refusal} />
        </Stack>
      ) : null}
      <Box overflow="auto" maxH="70vh" borderWidth="1px" borderRadius="l2" maxW="full">
        <Table borderCollapse="separate" borderSpacing="0" fontSize="sm" minW="full">
          <thead>
            <tr>
              <Th
                position="sticky"
                top="0"
                left="0"
                zIndex="2"
                bg="bg.muted"
                p="2"
                textAlign="start"
              >
                {M.time}
              </Th>
              {day.fields.map((field) => (
                <Th
                  key={field}
                  position="sticky"
                  top="0"
                  zIndex="1"
                  bg="bg.muted"
                  p="2"
                  minW="36"
                  textAlign="start"
                >
                  {field}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {day.times.map((time) => (
              <tr key={time}>
                <Th
                  scope="row"
                  position="sticky"
                  left="0"
                  zIndex="1"
                  bg="bg.muted"
                  p="2"
                  fontVariantNumeric="tabular-nums"
                >
                  {time}
                </Th>
                {day.fields.map((field) => {
                  const games = day.cell(time, field);
                  const own = chosen !== null && games.some((g) => g.id === chosen.id);
                  return (
                    <Td
                      key={field}
                      p="1"
                      borderTopWidth="1px"
                      borderInlineStartWidth="1px"
                      verticalAlign="top"
                    >
                      <Stack gap="1">
                        {games.map((game) => (
                          <GameButton
                            key={game.id}
                            game={game}
                            chosen={game.id === chosen?.id}
                            onChoose={() => choose(game.id)}
                          />
                        ))}
                        {chosen && !own ? (
                          <Button
                            size="sm"
                            variant="subtle"
                            minH="11"
                            onClick={() => tryMove(time, field)}
                          >
                            {M.moveHere}
                            <VisuallyHidden>{M.moveTo(time, field)}</VisuallyHidden>
                          </Button>
                        ) : null}
                      </Stack>
                    </Td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Box>
    </Stack>
  );
}
