// The main menu. On a desktop it is a bar under the header; on a phone the 菜单 button in the
// header opens it as a list (a disclosure: the button says whether it is open, Escape closes it).
import { Box, Container, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
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
                <Link
                  asChild
                  display="flex"
                  alignItems="center"
                  minH="12"
                  px={{ base: '5', md: '4' }}
                  color="white"
                  fontSize={{ base: 'md', md: 'md' }}
                  fontWeight={active ? 'bold' : 'medium'}
                  bg={active ? 'brand.800' : 'transparent'}
                  textDecoration="none"
                  _hover={{ bg: 'brand.700', textDecoration: 'none' }}
                  _focusVisible={{ outlineColor: 'white', outlineOffset: '-3px' }}
                >
                  <RouterLink
                    to={section.to}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {section.label}
                  </RouterLink>
                </Link>
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
