// 订阅日历: a feed's webcal link (a phone's calendar subscribes to it and polls it), and its https
// address to paste into a calendar that does not take webcal links. The host is the page's own, so
// it is known only in the browser: the server-rendered link is the plain path until hydration.
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { withBase } from '../../lib/base-url';
import { COMPONENT_MESSAGES as M } from './component-messages';

export interface CalendarSubscribeProps {
  /** The feed's API path with its query (a secret feed's token included). */
  path: string;
  /** What follows the address, e.g. the button that renews a secret one. */
  children?: ReactNode;
}

export function CalendarSubscribe({ path, children }: CalendarSubscribeProps) {
  const [origin, setOrigin] = useState<{ host: string; protocol: string } | null>(null);
  useEffect(
    () => setOrigin({ host: window.location.host, protocol: window.location.protocol }),
    [],
  );
  const local = withBase(path);
  const https = origin ? `${origin.protocol}//${origin.host}${local}` : local;
  const webcal = origin ? `webcal://${origin.host}${local}` : local;
  return (
    <Stack gap="2" fontSize="sm">
      <Link
        href={webcal}
        color="brand.fg"
        fontWeight="medium"
        width="fit-content"
        display="inline-flex"
        alignItems="center"
        minH="11"
      >
        {M.subscribeCalendar}
      </Link>
      <Text color="fg.muted">{M.calendarAddressHint}</Text>
      <Box
        as="code"
        display="block"
        p="2"
        borderWidth="1px"
        borderRadius="l2"
        bg="bg.muted"
        wordBreak="break-all"
        userSelect="all"
      >
        {https}
      </Box>
      {children}
    </Stack>
  );
}
