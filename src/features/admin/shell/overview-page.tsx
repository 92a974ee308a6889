// /admin: where a staff member starts. The sections of the menu as cards, so a phone reaches any
// of them without opening the menu.
// The tiles are styled here; other cards' props match them in shape only (one Chakra prop a line,
// other values), each its own look.
import { Box, Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_HOME, ADMIN_NAV } from './admin-nav';

export function OverviewPage() {
  const groups = ADMIN_NAV.filter((group) => group.items.some((item) => item.to !== ADMIN_HOME));
  return (
    <Stack gap="6">
      {groups.map((group) => (
        <Box as="section" key={group.label} aria-label={group.label}>
          <Heading as="h2" size="md" mb="3">
            {group.label}
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            {group.items.map((item) => (
              <Link
                asChild
                key={item.to}
                display="flex"
                alignItems="center"
                justifyContent="center"
                minH="16"
                px="3"
                bg="bg"
                borderWidth="1px"
                borderRadius="l2"
                fontWeight="medium"
                color="brand.fg"
                textDecoration="none"
                _hover={{ borderColor: 'brand.solid', textDecoration: 'none' }}
              >
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
