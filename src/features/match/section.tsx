// A titled block of the competition page (schedule, standings, leaders…): an h2 and its content.
import { Box, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} display="grid" gap="4">
      <Heading as="h2" id={id} size="xl" color="brand.fg">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
