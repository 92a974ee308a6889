// 「跳至 [n] 页」 inside a Pagination.Root: Chakra's pager has no box to type a page into, and a long
// list on a phone (no numbered buttons there) needs one. It moves the pager it sits in.
import { Box, Button, Input, Text, usePaginationContext } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { COMPONENT_MESSAGES as M } from './component-messages';

/** A typed page number brought inside 1…count; undefined when it is not a number at all. */
function clampPage(value: string, count: number): number | undefined {
  const parsed = Number.parseInt(value, 10);
  if (Number.isNaN(parsed)) return undefined;
  return Math.min(count, Math.max(1, parsed));
}

export function PageJump() {
  const { page, totalPages, setPage } = usePaginationContext();
  const [typed, setTyped] = useState('');
  const inputId = useId();

  const jump = (event: FormEvent) => {
    event.preventDefault();
    const target = clampPage(typed, totalPages);
    if (target === undefined) return;
    setTyped('');
    setPage(target);
  };

  return (
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
          max={totalPages}
          w="16"
          minH="11"
          value={typed}
          placeholder={String(page)}
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
  );
}
