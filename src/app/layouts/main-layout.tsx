// The main site: header with logo and menu, the page in the <main> landmark, footer.
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';

export function MainLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the fold and does not jump down
          when a page's content arrives (layout shift). */}
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        minH="100dvh"
        _focus={{ outline: 'none' }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}
