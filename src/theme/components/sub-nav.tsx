// Section tabs (notice categories, news kinds, query targets…). They are links, not ARIA tabs:
// each one is its own URL, so it can be bookmarked, shared and opened offline from the cache.
import { Box, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface SubNavItem {
  label: string;
  to: string;
  active: boolean;
}

export interface SubNavProps {
  /** Names the navigation landmark, e.g. 「通知分类」. */
  label: string;
  items: readonly SubNavItem[];
}

export function SubNav({ label, items }: SubNavProps) {
  return (
    <Box as="nav" aria-label={label} borderBottomWidth="2px" borderColor="border" overflowX="auto">
      <Box as="ul" listStyleType="none" display="flex" gap="1" minW="max-content">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              asChild
              display="inline-flex"
              alignItems="center"
              minH="11"
              px="4"
              mb="-2px"
              borderBottomWidth="3px"
              borderColor={item.active ? 'brand.solid' : 'transparent'}
              color={item.active ? 'brand.fg' : 'fg.muted'}
              fontWeight={item.active ? 'semibold' : 'normal'}
              textDecoration="none"
              _hover={{ color: 'brand.fg', textDecoration: 'none' }}
            >
              <RouterLink to={item.to} aria-current={item.active ? 'page' : undefined}>
                {item.label}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
