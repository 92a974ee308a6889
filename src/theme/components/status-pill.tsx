// A state as a small coloured pill: the console's publication states and a payment's states are
// drawn alike, each with its own palette and words.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function StatusPill({ palette, children }: { palette: string; children: ReactNode }) {
  return (
    <Box
      as="span"
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      colorPalette={palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
    >
      {children}
    </Box>
  );
}
