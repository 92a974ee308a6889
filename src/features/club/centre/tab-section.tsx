// A titled part of a club-centre tab; the title is an h2 under the page's h1.
import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export function TabSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size="lg" color="brand.fg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
