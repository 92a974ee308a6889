// Quick links from the GLOBAL_IMAGE_LINK list of values (value: where, name: label), falling back
// to the links /api/index sends while the lists have not loaded.
import { Box, Link, SimpleGrid } from '@chakra-ui/react';
import type { Home } from '../../../contract/content-home';
import { useLov } from '../../../lib/global-state';
import { AppLink } from '../../../theme/components/app-link';

const TILE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  minH: '14',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'bg',
  color: 'brand.fg',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { borderColor: 'brand.solid', bg: 'brand.subtle', textDecoration: 'none' },
} as const;

const isExternal = (url: string) => /^https?:\/\//i.test(url);

export function HomeQuickLinks({ fallback }: { fallback: Home['links'] }) {
  const lov = useLov('GLOBAL_IMAGE_LINK');
  const links =
    lov.length > 0 ? lov.map((item) => ({ name: item.name, url: item.value })) : fallback;
  if (links.length === 0) return null;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 5 }} gap="3">
      {links.map((link) => (
        <Box as="li" key={link.url}>
          {isExternal(link.url) ? (
            <Link href={link.url} target="_blank" rel="noopener noreferrer" {...TILE}>
              {link.name}
            </Link>
          ) : (
            <AppLink to={link.url} {...TILE}>
              {link.name}
            </AppLink>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
