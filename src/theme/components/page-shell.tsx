// The frame of a main-site page: a centred column with the page's one h1, taken from the route's
// title so the heading, the browser tab and the menu never disagree.
import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRouteTitle } from '../route-title';

export interface PageShellProps {
  /** Overrides the route title, for pages whose heading names the record they show. */
  title?: string;
  children?: ReactNode;
}

export function PageShell({ title, children }: PageShellProps) {
  const routeTitle = useRouteTitle();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {title ?? routeTitle}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
