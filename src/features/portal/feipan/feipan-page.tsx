// /feipan: what flying disc is, then its disciplines as cards, each leading to its own page.
// The cards are styled here; other cards' props match them in shape only (one Chakra prop a line,
// other values), each its own look.
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { portalApi } from '../../../contract/api/portal';
import type { SportCategorySummary } from '../../../contract/content-portal';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { PageShell } from '../../../theme/components/page-shell';
import { usePageMeta } from '../../../theme/use-page-meta';
import { sportCategoryPath } from '../content-labels';
import { FEIPAN_MESSAGES as M } from './feipan-messages';

function CategoryCard({ category }: { category: SportCategorySummary }) {
  return (
    <Box
      asChild
      display="flex"
      flexDirection="column"
      h="full"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      overflow="hidden"
      bg="bg"
      color="fg"
      textDecoration="none"
      _hover={{ borderColor: 'brand.solid', boxShadow: 'md' }}
    >
      <RouterLink to={sportCategoryPath(category.id)}>
        {category.image ? (
          <img
            src={category.image}
            alt=""
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
        ) : null}
        <Stack gap="2" p="4">
          <Heading as="h3" size="md" color="brand.fg">
            {category.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {category.summary}
          </Text>
        </Stack>
      </RouterLink>
    </Box>
  );
}

export function FeipanPage() {
  usePageMeta(M.description);
  const categories = useApi(portalApi.sportCategories, {});
  return (
    <PageShell>
      <Stack as="section" gap="3" aria-labelledby="feipan-intro">
        <Heading as="h2" id="feipan-intro" size="xl">
          {M.introTitle}
        </Heading>
        {M.intro.map((paragraph) => (
          <Text key={paragraph} fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.9" maxW="46em">
            {paragraph}
          </Text>
        ))}
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="feipan-categories">
        <Heading as="h2" id="feipan-categories" size="xl">
          {M.categoriesTitle}
        </Heading>
        <DataState result={categories} empty={M.empty}>
          {(list) => (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {list.map((category) => (
                <li key={category.id}>
                  <CategoryCard category={category} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </DataState>
      </Stack>
    </PageShell>
  );
}
