// The console's layout (docs/console.md): a bar with 管理后台, 返回网站, the staff member's name
// and 退出; the menu as a side column at desktop width and behind a 菜单 button on a phone; the
// page under its heading (the route's title) in the <main> landmark.
import { Box, Button, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { logout, useCurrentUser } from '../../../lib/global-state';
import { useRouteTitle } from '../../../theme/route-title';
import { ADMIN_MENU_ID, AdminMenu } from './admin-menu';
import { SHELL_MESSAGES as M } from './shell-messages';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const title = useRouteTitle();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // A new page closes the phone menu, whichever link led there.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const signOut = () => {
    // Leave the console first, so its guard does not send the person to the login page.
    void navigate('/home', { replace: true });
    void logout();
  };

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="brand.700" color="white" position="sticky" top="0" zIndex="sticky">
        <Flex align="center" justify="space-between" minH="14" px={{ base: '2', lg: '5' }} gap="2">
          <HStack gap="1" minW="0">
            <Button
              hideFrom="lg"
              variant="ghost"
              color="white"
              minW="11"
              minH="11"
              _hover={{ bg: 'brand.800' }}
              aria-label={M.menu}
              aria-expanded={menuOpen}
              aria-controls={ADMIN_MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon open={menuOpen} />
            </Button>
            <Text fontWeight="bold" fontSize="lg" truncate>
              {M.consoleTitle}
            </Text>
          </HStack>
          <HStack gap="1" flexShrink="0">
            <Link
              asChild
              color="white"
              fontSize="sm"
              px="2"
              minH="11"
              display="inline-flex"
              alignItems="center"
            >
              <RouterLink to="/home">{M.backToSite}</RouterLink>
            </Link>
            <Text fontSize="sm" px="1" hideBelow="sm" maxW="40" truncate>
              {user?.name}
            </Text>
            <Button
              variant="ghost"
              size="sm"
              minH="11"
              color="white"
              _hover={{ bg: 'brand.800' }}
              onClick={signOut}
            >
              {M.logout}
            </Button>
          </HStack>
        </Flex>
      </Box>
      <Flex flex="1" align="stretch" minW="0">
        <Box
          display={{ base: menuOpen ? 'block' : 'none', lg: 'block' }}
          position={{ base: 'fixed', lg: 'static' }}
          top={{ base: '14', lg: 'auto' }}
          insetX={{ base: '0', lg: 'auto' }}
          bottom={{ base: '0', lg: 'auto' }}
          zIndex={{ base: 'overlay', lg: 'auto' }}
          w={{ base: 'full', lg: '56' }}
          flexShrink="0"
          overflowY="auto"
          bg="bg"
          borderEndWidth={{ lg: '1px' }}
        >
          <AdminMenu onNavigate={() => setMenuOpen(false)} />
        </Box>
        <Box as="main" flex="1" minW="0" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
          <Heading as="h1" size="2xl" mb="5">
            {title}
          </Heading>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
