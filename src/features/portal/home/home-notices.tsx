// The latest notices, one short list per category (the five /api/index sends for each).
import { SimpleGrid, Stack, Heading } from '@chakra-ui/react';
import type { Home } from '../../../contract/content-home';
import { AppLink } from '../../../theme/components/app-link';
import { ContentList } from '../../../theme/components/content-list';
import {
  NOTICE_CATEGORY_NAMES,
  NOTICE_CATEGORY_ORDER,
  noticeDetailPath,
  noticeListPath,
} from '../content-labels';

/** Per category on the home page; the list page has the rest. */
const SHOWN = 4;

export function HomeNotices({ notices }: { notices: Home['notices'] }) {
  const categories = NOTICE_CATEGORY_ORDER.filter((category) => notices[category].length > 0);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }}>
      {categories.map((category) => (
        <Stack key={category} gap="1">
          <Heading as="h3" size="md">
            <AppLink
              to={noticeListPath(category)}
              color="fg"
              display="inline-flex"
              minH="11"
              alignItems="center"
            >
              {NOTICE_CATEGORY_NAMES[category]}
            </AppLink>
          </Heading>
          <ContentList
            items={notices[category].slice(0, SHOWN).map((notice) => ({
              key: notice.id,
              to: noticeDetailPath(notice.id),
              title: notice.title,
              date: notice.publishedAt,
            }))}
          />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
