// 消息: the signed-in person's messages, newest first, ten a page. Opening one (its link) marks it
// read and goes to the page it is about; 全部已读 marks them all. The same page serves the portal
// (/user/messages) and the scoring app (/scoring/messages), each with its own settings link.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { inboxApi } from '../../contract/api/inbox';
import type { InboxMessage } from '../../contract/inbox';
import { useAccountApi } from '../../lib/auth/use-account-data';
import { AppLink } from '../../theme/components/app-link';
import { formatDate } from '../../theme/components/date-format';
import { PagedResults, SkeletonRows } from '../../theme/components/paged-results';
import { PAGE_SIZE, usePageParam } from '../../theme/components/use-page-param';
import { PageShell } from '../../theme/components/page-shell';
import { markRead, readAll } from './inbox-calls';
import { INBOX_TEXT as T } from './inbox-wording';

function MessageItem({ message, onOpened }: { message: InboxMessage; onOpened: () => void }) {
  const navigate = useNavigate();
  const open = async () => {
    if (!message.read) await markRead(message.id).catch(() => undefined);
    onOpened();
    if (message.link) void navigate(message.link);
  };
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      display="grid"
      gap="1"
      bg={message.read ? undefined : 'brand.subtle'}
      data-read={message.read}
    >
      <HStack justify="space-between" align="start" gap="3">
        <Text fontWeight={message.read ? 'normal' : 'semibold'} overflowWrap="anywhere">
          {message.title}
        </Text>
        {!message.read && (
          <Badge colorPalette="red" flexShrink={0}>
            {T.unreadBadge}
          </Badge>
        )}
      </HStack>
      <Text fontSize="sm" overflowWrap="anywhere">
        {message.body}
      </Text>
      <HStack justify="space-between" gap="3">
        <Text fontSize="xs" color="fg.muted">
          {formatDate(message.createdAt, 'datetime')}
        </Text>
        <Button size="sm" variant="outline" minH="11" onClick={() => void open()}>
          {T.open}
        </Button>
      </HStack>
    </Box>
  );
}

export function InboxPage({ settingsPath }: { settingsPath: string }) {
  const [page, setPage] = usePageParam();
  const result = useAccountApi(inboxApi.list, { query: { page, pageSize: PAGE_SIZE } });
  const reload = () => void result.refresh();
  return (
    <PageShell>
      <HStack gap="3" flexWrap="wrap">
        <Button
          colorPalette="brand"
          minH="11"
          onClick={() =>
            void readAll()
              .then(reload)
              .catch(() => undefined)
          }
        >
          {T.readAll}
        </Button>
        <AppLink
          to={settingsPath}
          color="brand.fg"
          minH="11"
          display="inline-flex"
          alignItems="center"
        >
          {T.settings}
        </AppLink>
      </HStack>
      <PagedResults
        result={result}
        label={T.listLabel}
        empty={T.empty}
        total={T.total}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        skeleton={<SkeletonRows count={3} height="24" />}
      >
        {(list) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {list.map((message) => (
              <MessageItem key={message.id} message={message} onOpened={reload} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </PageShell>
  );
}

export const PortalInboxPage = () => <InboxPage settingsPath="/user/messages/settings" />;
export const ScoringInboxPage = () => <InboxPage settingsPath="/scoring/messages/settings" />;
