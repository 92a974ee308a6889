// /search?keyword=…: the site-wide search (portalApi.search), its results grouped
// by kind — notices, news, competitions, clubs, trainings — each row linking to its page.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { portalApi } from '../../../contract/api/portal';
import { useApi } from '../../../lib/api-read';
import { AppLink } from '../../../theme/components/app-link';
import { ContentList } from '../../../theme/components/content-list';
import { DataState } from '../../../theme/components/data-state';
import { PageShell } from '../../../theme/components/page-shell';
import { usePageMeta } from '../../../theme/use-page-meta';
import { SiteSearchForm } from '../site-search-form';
import { searchGroups, type SearchGroup } from './search-groups';
import { SEARCH_MESSAGES as M } from './search-messages';

function GroupSection({ group }: { group: SearchGroup }) {
  const headingId = `search-${group.kind}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" color="brand.fg">
        {group.title}
        {M.groupCount(group.total)}
      </Heading>
      <ContentList items={group.items} showSummary />
      {group.total > group.items.length ? (
        <Text fontSize="sm" color="fg.muted">
          {M.partial(group.items.length, group.total)} ·{' '}
          <AppLink to={group.moreTo} color="brand.fg">
            {M.more(group.title)}
          </AppLink>
        </Text>
      ) : null}
    </Stack>
  );
}

export function SearchPage() {
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  usePageMeta(M.description(keyword));
  const results = useApi(portalApi.search, keyword ? { params: { keyword } } : null);

  return (
    <PageShell>
      <SiteSearchForm
        key={keyword}
        label={M.label}
        placeholder={M.placeholder}
        button={M.button}
        initial={keyword}
      />
      {keyword ? (
        <DataState result={results} isEmpty={() => false}>
          {(data) => {
            const groups = searchGroups(data);
            const total = groups.reduce((sum, group) => sum + group.total, 0);
            return (
              <Stack gap="8">
                <Text color="fg.muted" role="status">
                  {M.summary(keyword, total)}
                </Text>
                {groups.map((group) => (
                  <GroupSection key={group.kind} group={group} />
                ))}
              </Stack>
            );
          }}
        </DataState>
      ) : (
        <Text color="fg.muted">{M.prompt}</Text>
      )}
    </PageShell>
  );
}
