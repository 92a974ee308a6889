// The header's 消息 link with the unread count, for a signed-in person (the portal's header and
// the scoring app's bar). Loaded only once someone is signed in, so a visitor's first load of
// /home carries none of it. The count is read again on every page change and at once when
// messages are read on this page (unread-changed.ts), straight from the server and not through
// the HTTP cache: a count read offline is not worth keeping.
import { Badge, Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { inboxApi } from '../../contract/api/inbox';
import { callApi } from '../../lib/api-client';
import { AppLink } from '../../theme/components/app-link';
import { INBOX_TEXT as T } from './inbox-wording';
import { onUnreadChanged } from './unread-changed';

/** Drawn inline, like the menu's icon, so no icon library is loaded. */
function EnvelopeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18v12H3zM3 6l9 7 9-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function UnreadLink({ to, color }: { to: string; color: string }) {
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let current = true;
    const count = () =>
      void callApi(inboxApi.unread, {}, { silent: true, redirectOnUnauthorized: false }).then(
        (answer) => current && setUnread(answer.unread),
        () => undefined,
      );
    count();
    const stopListening = onUnreadChanged(count);
    return () => {
      current = false;
      stopListening();
    };
  }, [pathname]);
  return (
    <AppLink
      to={to}
      fontSize="sm"
      fontWeight="medium"
      color={color}
      px={{ base: '0.5', sm: '2' }}
      minH="11"
      minW="6"
      justifyContent="center"
      display="inline-flex"
      alignItems="center"
      gap="1"
      whiteSpace="nowrap"
      aria-label={unread > 0 ? `${T.link}，${T.unread(unread)}` : T.link}
    >
      {/* A phone's header has little room: there the count alone, or an envelope when none. */}
      <Box as="span" hideBelow="sm">
        {T.link}
      </Box>
      {unread === 0 && (
        <Box as="span" hideFrom="sm" display="inline-flex">
          <EnvelopeIcon />
        </Box>
      )}
      {unread > 0 && (
        <Box as="span" data-testid="unread-count">
          <Badge colorPalette="red" variant="solid" borderRadius="full">
            {unread > 99 ? '99+' : unread}
          </Badge>
        </Box>
      )}
    </AppLink>
  );
}
