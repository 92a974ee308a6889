// The main menu. On a desktop it is a bar under the header; on a phone the 菜单 button in the
// header opens it as a list (a disclosure: the button says whether it is open, Escape closes it).
import { Box, Container } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { MenuLink } from '../../theme/components/menu-link';
import { MAIN_SECTIONS, sectionOf } from './main-sections';

export const SITE_MENU_ID = 'site-menu';

export interface SiteMenuProps {
  open: boolean;
  onNavigate: () => void;
}

export function SiteMenu({ open, onNavigate }: SiteMenuProps) {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <Box as="nav" aria-label="主菜单" bg="brand.solid" color="white">
      <Container maxW="6xl" px={{ base: '0', md: '4' }}>
        <Box
          as="ul"
          id={SITE_MENU_ID}
          listStyleType="none"
          display={{ base: open ? 'flex' : 'none', md: 'flex' }}
          flexDirection={{ base: 'column', md: 'row' }}
          flexWrap="wrap"
        >
          {MAIN_SECTIONS.map((section) => {
            const active = section.to === current;
            return (
              <li key={section.to}>
                <MenuLink
                  to={section.to}
                  active={active}
                  onNavigate={onNavigate}
                  minH="12"
                  px={{ base: '5', md: '4' }}
                  color="white"
                  fontSize={{ base: 'md', md: 'md' }}
                  bg={active ? 'brand.800' : 'transparent'}
                  _hover={{ bg: 'brand.700', textDecoration: 'none' }}
                  _focusVisible={{ outlineColor: 'white', outlineOffset: '-3px' }}
                >
                  {section.label}
                </MenuLink>
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
