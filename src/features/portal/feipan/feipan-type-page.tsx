// /feipan/type/:id: one discipline's page — its name as the h1, its article, and where to go
// next (matches, the rules, a club nearby).
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { portalApi } from '../../../contract/api/portal';
import { useApi } from '../../../lib/api-read';
import { AppLink } from '../../../theme/components/app-link';
import { ArticleHtml } from '../../../theme/components/article-html';
import { DataState } from '../../../theme/components/data-state';
import { PageShell } from '../../../theme/components/page-shell';
import { usePageMeta } from '../../../theme/use-page-meta';
import { FEIPAN_MESSAGES as M } from './feipan-messages';

export function FeipanTypePage() {
  const { id } = useParams();
  const category = useApi(portalApi.sportCategory, id ? { params: { id } } : null);
  usePageMeta(category.data?.summary, category.data?.name);
  return (
    <PageShell title={category.data?.name}>
      <DataState result={category} isEmpty={() => false}>
        {(data) => <ArticleHtml html={data.content} />}
      </DataState>
      <Stack as="nav" gap="2" aria-labelledby="feipan-related">
        <Heading as="h2" id="feipan-related" size="md">
          {M.related}
        </Heading>
        <Box as="ul" listStyleType="none" display="flex" flexWrap="wrap" columnGap="6">
          {[{ label: M.back, to: '/feipan' }, ...M.links].map((link) => (
            <li key={link.to}>
              <AppLink
                to={link.to}
                color="brand.fg"
                display="inline-flex"
                minH="11"
                alignItems="center"
              >
                {link.label}
              </AppLink>
            </li>
          ))}
        </Box>
      </Stack>
    </PageShell>
  );
}
