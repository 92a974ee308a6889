// The list pager with Chinese labels (上一页, 下一页, 跳至 … 页: a deliberate change from the
// original's English ones). On phones only the previous/next buttons, 「第 n / m 页」 and the jump
// box show; the numbered buttons appear from the md breakpoint.
import { Box, Button, Input, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { COMPONENT_MESSAGES as M } from './component-messages';
import { clampPage, pageCountOf, pageSlots } from './page-numbers';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, pageSize, total, onChange }: PaginationProps) {
  const count = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(1, page), count);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  if (total <= pageSize) return null;

  const go = (target: number) => {
    if (target !== current) onChange(target);
  };
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const target = clampPage(typed, count);
    if (target === undefined) return;
    setTyped('');
    go(target);
  };

  return (
    <Box
      as="nav"
      aria-label={M.paginationLabel}
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      justifyContent="center"
      gap="2"
    >
      <Text fontSize="sm" color="fg.muted" hideBelow="md">
        {M.total(total)}
      </Text>
      <Button variant="outline" minH="11" disabled={current <= 1} onClick={() => go(current - 1)}>
        {M.previous}
      </Button>
      <Box as="ul" listStyleType="none" display="flex" gap="1" hideBelow="md">
        {pageSlots(current, count).map((slot, index) =>
          slot === 'gap' ? (
            <Box as="li" key={`gap-${index}`} aria-hidden="true" px="2" color="fg.muted">
              …
            </Box>
          ) : (
            <li key={slot}>
              <Button
                variant={slot === current ? 'solid' : 'ghost'}
                minW="11"
                minH="11"
                aria-label={M.pageButton(slot)}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </Button>
            </li>
          ),
        )}
      </Box>
      <Text hideFrom="md" fontSize="sm">
        {M.pageOf(current, count)}
      </Text>
      <Button
        variant="outline"
        minH="11"
        disabled={current >= count}
        onClick={() => go(current + 1)}
      >
        {M.next}
      </Button>
      <Box asChild display="flex" alignItems="center" gap="2">
        <form noValidate onSubmit={jump}>
          <Box asChild fontSize="sm">
            <label htmlFor={inputId}>{M.jumpBefore}</label>
          </Box>
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={count}
            w="16"
            minH="11"
            value={typed}
            placeholder={String(current)}
            aria-label={M.jumpInput}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Text as="span" fontSize="sm" aria-hidden="true">
            {M.jumpAfter}
          </Text>
          <Button type="submit" variant="subtle" minH="11">
            {M.jumpButton}
          </Button>
        </form>
      </Box>
    </Box>
  );
}
