// The header's 消息 link with the unread count, for a signed-in person (the portal's header and
// the scoring app's bar). Loaded only once someone is signed in, so a visitor's first load of
// /home carries none of it. The count is read again on every page change.
import { Badge, Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { inboxApi } from '../../contract/api/inbox';
import { revalidateApi, useApi } from '../../lib/api-read';
import { AppLink } from '../../theme/components/app-link';
import { INBOX_TEXT as T } from './inbox-wording';

export default function UnreadLink({ to, color }: { to: string; color: string }) {
  const { pathname } = useLocation();
  const { data } = useApi(inboxApi.unread, {});
  useEffect(() => {
    revalidateApi(inboxApi.unread, {}, { silent: true, afterChange: false }).catch(() => undefined);
  }, [pathname]);
  const unread = data?.unread ?? 0;
  return (
    <AppLink
      to={to}
      fontSize="sm"
      fontWeight="medium"
      color={color}
      px="2"
      minH="11"
      display="inline-flex"
      alignItems="center"
      gap="1"
      aria-label={unread > 0 ? `${T.link}，${T.unread(unread)}` : T.link}
    >
      {T.link}
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
