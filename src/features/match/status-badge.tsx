// A small coloured label for a competition's or a game's status; live games stand out in red.
import { Box } from '@chakra-ui/react';

const TONES = {
  live: { bg: 'red.solid', color: 'white' },
  active: { bg: 'brand.solid', color: 'brand.contrast' },
  muted: { bg: 'bg.muted', color: 'fg' },
} as const;

export type StatusTone = keyof typeof TONES;

export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <Box
      as="span"
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="l1"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      {...TONES[tone]}
    >
      {children}
    </Box>
  );
}
