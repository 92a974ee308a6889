// Date + category + title lists (notices, news, search results…): each row is one link to the
// record's page, with its summary under the title when given.
import { Box, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DateText } from './date-text';

export interface ContentListItem {
  key: string | number;
  to: string;
  title: string;
  date?: string;
  category?: string;
  summary?: string;
}

export interface ContentListProps {
  items: readonly ContentListItem[];
  /** Show each item's summary (lists of a page); home-page panels leave it off. */
  showSummary?: boolean;
}

export function ListItemLink({
  item,
  showSummary = false,
}: {
  item: ContentListItem;
  showSummary?: boolean;
}) {
  return (
    <Box
      asChild
      display="block"
      py="3"
      px="2"
      minH="11"
      borderRadius="l2"
      _hover={{ bg: 'bg.muted' }}
      textDecoration="none"
    >
      <RouterLink to={item.to}>
        <Stack gap="1">
          <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" fontSize="sm">
            {item.category ? (
              <Text
                as="span"
                px="2"
                borderRadius="l1"
                bg="brand.subtle"
                color="brand.fg"
                fontWeight="medium"
              >
                {item.category}
              </Text>
            ) : null}
            {item.date ? <DateText value={item.date} color="fg.muted" /> : null}
          </Box>
          <Text as="span" fontWeight="medium" color="fg" lineClamp={2}>
            {item.title}
          </Text>
          {showSummary && item.summary ? (
            <Text as="span" fontSize="sm" color="fg.muted" lineClamp={2}>
              {item.summary}
            </Text>
          ) : null}
        </Stack>
      </RouterLink>
    </Box>
  );
}

export function ContentList({ items, showSummary = false }: ContentListProps) {
  return (
    <Box as="ul" listStyleType="none" divideY="1px" divideColor="border">
      {items.map((item) => (
        <li key={item.key}>
          <ListItemLink item={item} showSummary={showSummary} />
        </li>
      ))}
    </Box>
  );
}
