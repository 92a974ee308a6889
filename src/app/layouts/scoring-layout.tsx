// The scoring area: a full-screen phone layout for volunteers at the field, with a compact bar
// that names the page and nothing of the main site to mis-tap. Controls are at least 48 px, and
// text and controls keep 7:1 contrast for the sun (white on brand.700 is 8.2:1).
import { Box, Flex, Heading } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteTitle } from '../../theme/route-title';
import { useScoringHeadLinks } from './scoring-head-links';
import { useCurrentUser } from '../../lib/global-state';
import { UnreadLink } from './lazy-unread-link';

export function ScoringLayout() {
  const title = useRouteTitle();
  const { user } = useCurrentUser();
  useScoringHeadLinks();
  return (
    <Flex
      direction="column"
      minH="100dvh"
      bg="bg.subtle"
      css={{ '& button, & a, & input': { minHeight: '48px' } }}
    >
      <Box
        as="header"
        bg="brand.700"
        color="white"
        position="sticky"
        top="0"
        zIndex="sticky"
        pt="env(safe-area-inset-top)"
      >
        <Flex align="center" justify="center" h="14" px="4" position="relative">
          <Heading as="h1" size="lg" fontWeight="bold" truncate>
            {title}
          </Heading>
          {user && (
            <Box position="absolute" right="2">
              <Suspense fallback={null}>
                <UnreadLink to="/scoring/messages" color="white" />
              </Suspense>
            </Box>
          )}
        </Flex>
      </Box>
      <Box
        as="main"
        flex="1"
        w="full"
        maxW="lg"
        mx="auto"
        px="4"
        py="5"
        pb="calc(env(safe-area-inset-bottom) + 1.25rem)"
      >
        <Outlet />
      </Box>
    </Flex>
  );
}
