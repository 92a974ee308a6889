// Staff order teams by hand (the seeds; a tied group by the last resort's result): each row has 上移 and 下移 buttons, big enough for a thumb, so the
// order is set on a phone as on a desk without dragging. Seed 1 is at the top.
import { Box, Button, Fieldset, Flex, Text } from '@chakra-ui/react';
import { STAGES_MESSAGES as M } from './stages-messages';

export interface SeedTeam {
  clubId: number;
  name: string;
}

/** `order` with the item at `index` moved by `step` (−1 up, +1 down); unchanged at an end. */
export function moved<T>(order: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= order.length) return [...order];
  const next = [...order];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

export function SeedingList({
  teams,
  onChange,
  error,
  legend = M.seedingLegend,
  hint = M.seedingHint,
  rankOf = M.seed,
}: {
  teams: readonly SeedTeam[];
  onChange: (next: SeedTeam[]) => void;
  error?: string;
  legend?: string;
  hint?: string;
  /** What a row's position reads as: 「1号种子」, or 「第2名」 in a tie's order. */
  rankOf?: (position: number) => string;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Fieldset.HelperText>{hint}</Fieldset.HelperText>
      <Box as="ol" listStyleType="none" display="grid" gap="1" aria-label={legend}>
        {teams.map((team, index) => (
          <Flex
            as="li"
            key={team.clubId}
            align="center"
            gap="2"
            borderWidth="1px"
            borderRadius="l2"
            px="2"
            py="1"
            bg="bg"
          >
            <Text w="5.5rem" flexShrink={0} fontSize="sm" color="fg.muted">
              {rankOf(index + 1)}
            </Text>
            <Text flex="1" minW="0" fontWeight="medium" overflowWrap="anywhere">
              {team.name}
            </Text>
            <Button
              size="sm"
              variant="outline"
              minH="11"
              minW="11"
              aria-label={M.moveUp(team.name)}
              disabled={index === 0}
              onClick={() => onChange(moved(teams, index, -1))}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="outline"
              minH="11"
              minW="11"
              aria-label={M.moveDown(team.name)}
              disabled={index === teams.length - 1}
              onClick={() => onChange(moved(teams, index, 1))}
            >
              ↓
            </Button>
          </Flex>
        ))}
      </Box>
      <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
