// The home page: a banner with the site's name and slogan, then a link to every section.
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteConfig } from '../../../lib/global-state';
import { SITE_NAME } from '../../../theme/route-title';
import { QUICK_LINKS } from './quick-links';

const DEFAULT_SLOGAN = '让更多人爱上飞盘运动';

export function HomePage() {
  const config = useSiteConfig().data;
  return (
    <>
      <Box
        bg="brand.700"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.800"
        gradientTo="brand.600"
      >
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Stack gap="3">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
              {config?.name || SITE_NAME}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }}>{config?.slogan || DEFAULT_SLOGAN}</Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Heading as="h2" size="xl" mb="4">
          栏目导航
        </Heading>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, md: 4 }}
          gap={{ base: '3', md: '4' }}
        >
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Box
                asChild
                display="block"
                h="full"
                minH="20"
                p="4"
                borderWidth="1px"
                borderColor="border"
                borderRadius="l3"
                bg="bg"
                _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
              >
                <RouterLink to={link.to}>
                  <Text fontWeight="semibold" fontSize="lg" color="brand.fg">
                    {link.label}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {link.hint}
                  </Text>
                </RouterLink>
              </Box>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
