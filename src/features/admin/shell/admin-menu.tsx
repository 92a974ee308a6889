// The console's menu: the sections of admin-nav.ts in their groups, the current one marked
// (aria-current). A side column at desktop width; on a phone the layout shows it when its 菜单
// button is open.
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
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
                    <Link
                      asChild
                      display="flex"
                      alignItems="center"
                      minH="11"
                      px="4"
                      fontWeight={active ? 'bold' : 'medium'}
                      color={active ? 'brand.fg' : 'fg'}
                      bg={active ? 'brand.subtle' : 'transparent'}
                      borderStartWidth="3px"
                      borderColor={active ? 'brand.solid' : 'transparent'}
                      textDecoration="none"
                      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    >
                      <RouterLink
                        to={item.to}
                        aria-current={active ? 'page' : undefined}
                        onClick={onNavigate}
                      >
                        {item.label}
                      </RouterLink>
                    </Link>
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
