// The main-site header: logo, account links and the menu (a bar on desktop, a list on a phone).
import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AccountLinks, PhoneAreaLink } from './account-links';
import { MenuIcon } from './menu-icon';
import { SiteLogo } from './site-logo';
import { SITE_MENU_ID, SiteMenu } from './site-menu';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A new page closes the phone menu, whichever link (menu, page, back button) led there.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <Box as="header" bg="bg" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl">
        <Flex align="center" justify="space-between" minH="16" gap="3">
          <SiteLogo />
          <HStack gap="1">
            <AccountLinks />
            <Button
              hideFrom="md"
              variant="ghost"
              color="brand.fg"
              minW="12"
              minH="12"
              aria-label="菜单"
              aria-expanded={menuOpen}
              aria-controls={SITE_MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon open={menuOpen} />
            </Button>
          </HStack>
        </Flex>
      </Container>
      {menuOpen && <PhoneAreaLink />}
      <SiteMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </Box>
  );
}
