// The latest news as cards with their covers (sized 16:9, lazy), and the official announcements
// as a plain list beside them.
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { NewsSummary } from '../../../contract/content-portal';
import { DateText } from '../../../theme/components/date-text';
import { NEWS_CATEGORY_NAMES, newsDetailPath } from '../content-labels';

const SHOWN = 4;

function NewsCard({ news }: { news: NewsSummary }) {
  return (
    <Box
      asChild
      display="grid"
      gridTemplateColumns={{ base: '112px 1fr', sm: '1fr' }}
      gap="3"
      textDecoration="none"
      color="fg"
      _hover={{ color: 'brand.fg' }}
    >
      <RouterLink to={newsDetailPath(news.id)}>
        {news.cover ? (
          <img
            src={news.cover}
            alt=""
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', height: 'auto', borderRadius: 8, display: 'block' }}
          />
        ) : (
          <Box aspectRatio="16 / 9" bg="brand.subtle" borderRadius="l2" />
        )}
        <Stack gap="1">
          <Text as="span" fontWeight="medium" lineClamp={2}>
            {news.title}
          </Text>
          <Text as="span" fontSize="sm" color="fg.muted">
            {NEWS_CATEGORY_NAMES[news.category]} · <DateText value={news.publishedAt} />
          </Text>
        </Stack>
      </RouterLink>
    </Box>
  );
}

export function HomeNews({ news }: { news: readonly NewsSummary[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {news.slice(0, SHOWN).map((item) => (
        <li key={item.id}>
          <NewsCard news={item} />
        </li>
      ))}
    </SimpleGrid>
  );
}
