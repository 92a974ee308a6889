// A mixed game's ratio of the next point, shown before the point (docs/scoring-model.md, "Mixed
// games"). Under rule A it follows from the log once the first point's ratio is known; otherwise
// (rule A's first point, every point under rule B) the volunteer chooses, and the last choice is
// already selected, so a point still takes three taps.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { RATIOS, type Ratio, type Team } from '../../../contract/scoring';
import type { NextRatio } from '../../../contract/scoring/mixed-ratio';
import { MSG } from '../messages';
import { OUTLINE_AT_7_TO_1 } from './confirm-pair';

interface RatioBarProps {
  next: NextRatio;
  /** The ratio the point will be recorded with. */
  shown: Ratio;
  teamNames: Record<Team, string>;
  onChoose(ratio: Ratio): void;
}

function hintOf(next: NextRatio, teamNames: Record<Team, string>) {
  if (next.rule === 'A') return next.ratio ? MSG.ratioRuleA : MSG.ratioFirstA;
  return next.chooser ? MSG.ratioChooser(teamNames[next.chooser]) : MSG.ratioChooserFirst;
}

export const RatioBar = memo(function RatioBar({
  next,
  shown,
  teamNames,
  onChoose,
}: RatioBarProps) {
  return (
    <Stack
      gap="2"
      bg="bg"
      p="3"
      borderRadius="l3"
      shadow="sm"
      role="group"
      aria-label={MSG.ratioTitle}
    >
      <Text fontSize="xl" fontWeight="bold" data-testid="point-ratio">
        {MSG.pointRatio(MSG.ratio[shown])}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {hintOf(next, teamNames)}
      </Text>
      {next.ratio === null ? (
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
          {RATIOS.map((ratio) => (
            <Button
              key={ratio}
              size="lg"
              {...(ratio === shown
                ? { colorPalette: 'brand', bg: 'brand.700', color: 'white' }
                : OUTLINE_AT_7_TO_1)}
              borderWidth="2px"
              aria-pressed={ratio === shown}
              onClick={() => onChoose(ratio)}
            >
              {MSG.ratio[ratio]}
            </Button>
          ))}
        </Grid>
      ) : null}
    </Stack>
  );
});
