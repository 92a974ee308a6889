// A compact label/value list (<dl>) of a training's facts.
import { Box, Text } from '@chakra-ui/react';

export function FactsList({ facts, columns = 1 }: { facts: [string, string][]; columns?: 1 | 2 }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={
        columns === 2 ? { base: 'auto 1fr', md: 'repeat(2, auto 1fr)' } : 'auto 1fr'
      }
      columnGap="4"
      rowGap="1"
      fontSize="sm"
    >
      {facts.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" whiteSpace="nowrap">
            {label}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </Box>
  );
}
