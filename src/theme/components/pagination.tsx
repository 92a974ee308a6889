// The list pager: Chakra's Pagination (a <nav>, the window of page numbers with ellipses, the
// disabled ends, aria-current on the current page) with Chinese labels (上一页, 下一页, 第 n 页: a
// deliberate change from the original's English ones). The pages are buttons, not links: the
// lists render in the browser only, and the page number lives in ?page= (usePageParam).
// On phones only the previous/next buttons, 「第 n / m 页」 and the jump box show; the numbered
// buttons and the total appear from the md breakpoint.
import { Box, Button, Pagination as ChakraPagination, Text } from '@chakra-ui/react';
import { COMPONENT_MESSAGES as M } from './component-messages';
import { PageJump } from './page-jump';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

const TRANSLATIONS = {
  rootLabel: M.paginationLabel,
  prevTriggerLabel: M.previous,
  nextTriggerLabel: M.next,
  itemLabel: ({ page }: { page: number }) => M.pageButton(page),
};

/** The numbered buttons: the first, the last and the current page's neighbours, `…` between. */
function PageButtons() {
  return (
    <Box as="ul" listStyleType="none" display="flex" gap="1" hideBelow="md">
      <ChakraPagination.Context>
        {({ pages, page: current }) =>
          pages.map((slot, index) =>
            slot.type === 'page' ? (
              <li key={slot.value}>
                <ChakraPagination.Item type="page" value={slot.value} asChild>
                  <Button variant={slot.value === current ? 'solid' : 'ghost'} minW="11" minH="11">
                    {slot.value}
                  </Button>
                </ChakraPagination.Item>
              </li>
            ) : (
              <ChakraPagination.Ellipsis key={`gap-${index}`} index={index} asChild>
                <Box as="li" aria-hidden="true" px="2" color="fg.muted">
                  …
                </Box>
              </ChakraPagination.Ellipsis>
            ),
          )
        }
      </ChakraPagination.Context>
    </Box>
  );
}

export function Pagination({ page, pageSize, total, onChange }: PaginationProps) {
  if (total <= pageSize) return null;
  const count = Math.ceil(total / Math.max(1, pageSize));
  return (
    <ChakraPagination.Root
      count={total}
      pageSize={pageSize}
      page={Math.min(Math.max(1, page), count)}
      onPageChange={(details) => onChange(details.page)}
      translations={TRANSLATIONS}
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      justifyContent="center"
      gap="2"
    >
      <Text fontSize="sm" color="fg.muted" hideBelow="md">
        {M.total(total)}
      </Text>
      <ChakraPagination.PrevTrigger asChild>
        <Button variant="outline" minH="11">
          {M.previous}
        </Button>
      </ChakraPagination.PrevTrigger>
      <PageButtons />
      <ChakraPagination.PageText
        hideFrom="md"
        fontSize="sm"
        fontWeight="normal"
        format={(details) => M.pageOf(details.page, details.totalPages)}
      />
      <ChakraPagination.NextTrigger asChild>
        <Button variant="outline" minH="11">
          {M.next}
        </Button>
      </ChakraPagination.NextTrigger>
      <PageJump />
    </ChakraPagination.Root>
  );
}
