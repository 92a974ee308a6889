// A record's facts as a label/value list (<dl>): a competition's dates and place, a training's
// fee, a club's division, a member's city… Laid out in label/value column pairs.
import { Box, Text } from '@chakra-ui/react';
import { PANEL_STYLE } from './panel-style';

export type Fact = readonly [label: string, value: string];

export interface FactsListProps {
  facts: readonly Fact[];
  /** Names the list for screen readers, e.g. 「赛事概况」. */
  label?: string;
  /** Label/value pairs side by side from the md breakpoint up; one pair a line below it. */
  columns?: 1 | 2 | 3;
  /** Small text and tight lines, for a card in a list. */
  dense?: boolean;
  /** Frames the list in the shaded panel of PANEL_STYLE. */
  panel?: boolean;
}

export function FactsList({
  facts,
  label,
  columns = 1,
  dense = false,
  panel = false,
}: FactsListProps) {
  return (
    <Box
      as="dl"
      aria-label={label}
      display="grid"
      gridTemplateColumns={
        columns === 1 ? 'auto 1fr' : { base: 'auto 1fr', md: `repeat(${columns}, auto 1fr)` }
      }
      columnGap="4"
      rowGap={dense ? '1' : '2'}
      fontSize={dense ? 'sm' : undefined}
      {...(panel ? PANEL_STYLE : {})}
    >
      {facts.map(([factLabel, value]) => (
        <Box key={factLabel} display="contents">
          <Text as="dt" color="fg.muted" whiteSpace="nowrap">
            {factLabel}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </Box>
  );
}
