// The top of the home page: the site's name (the page's h1) and slogan from the site
// configuration, and the site-wide search box.
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useSiteConfig } from '../../../lib/global-state';
import { SITE_NAME } from '../../../theme/route-title';
import { SiteSearchForm } from '../site-search-form';
import { HERO_MESSAGES as M } from './hero-messages';

export function HomeHero() {
  const config = useSiteConfig().data;
  return (
    <Box
      bg="brand.700"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientTo="brand.600"
    >
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap="4">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
            {config?.name || SITE_NAME}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }}>{config?.slogan || M.defaultSlogan}</Text>
          <SiteSearchForm
            label={M.searchLabel}
            placeholder={M.searchPlaceholder}
            button={M.searchButton}
            onBrand
          />
        </Stack>
      </Container>
    </Box>
  );
}
