// The console's menu: the sections of admin-nav.ts in their groups, the current one marked
// (aria-current). A side column at desktop width; on a phone the layout shows it when its 菜单
// button is open.
import { Box, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { MenuLink } from '../../../theme/components/menu-link';
import { ADMIN_NAV, currentNavItem } from './admin-nav';
import { SHELL_MESSAGES as M } from './shell-messages';

export const ADMIN_MENU_ID = 'admin-menu';

export function AdminMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const current = currentNavItem(pathname);
  return (
    <Box as="nav" aria-label={M.menuLabel} id={ADMIN_MENU_ID} py="3">
      <Stack as="ul" listStyleType="none" gap="3">
        {ADMIN_NAV.map((group) => (
          <li key={group.label}>
            {group.items.length > 1 && (
              <Text px="4" py="1" fontSize="xs" fontWeight="semibold" color="fg.muted">
                {group.label}
              </Text>
            )}
            <Box as="ul" listStyleType="none">
              {group.items.map((item) => {
                const active = item === current;
                return (
                  <li key={item.to}>
                    <MenuLink
                      to={item.to}
                      active={active}
                      onNavigate={onNavigate}
                      minH="11"
                      px="4"
                      color={active ? 'brand.fg' : 'fg'}
                      bg={active ? 'brand.subtle' : 'transparent'}
                      borderStartWidth="3px"
                      borderColor={active ? 'brand.solid' : 'transparent'}
                      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    >
                      {item.label}
                    </MenuLink>
                  </li>
                );
              })}
            </Box>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
