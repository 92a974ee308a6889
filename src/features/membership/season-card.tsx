// One titled card of the season page; the title is an h2 under the page's h1.
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export function SeasonCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="3">
        <Heading as="h2" id={id} size="lg" color="brand.fg">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
