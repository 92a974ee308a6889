// 消息设置: one checkbox per kind of message; a kind about the account's own safety is shown on and
// cannot be switched off (the server refuses it too).
import { Box, Stack, Text } from '@chakra-ui/react';
import { inboxApi } from '../../contract/api/inbox';
import type { InboxPreference } from '../../contract/inbox';
import { useAccountApi } from '../../lib/auth/use-account-data';
import { AppLink } from '../../theme/components/app-link';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { setPreference } from './inbox-calls';
import { INBOX_TEXT as T } from './inbox-wording';

function KindSwitch({ kind, onSaved }: { kind: InboxPreference; onSaved: () => void }) {
  // A native checkbox: the console's system keeps only the Chakra recipes its pages use.
  return (
    <Box as="li">
      <Box as="label" display="flex" alignItems="center" gap="3" minH="11" cursor="pointer">
        <input
          type="checkbox"
          checked={kind.on}
          disabled={!kind.optional}
          style={{ width: '1.25rem', height: '1.25rem', flexShrink: 0 }}
          onChange={(event) =>
            void setPreference(kind.kind, event.target.checked)
              .then(onSaved)
              .catch(() => undefined)
          }
        />
        <Text as="span" flex="1" minW="0" overflowWrap="anywhere">
          {kind.name}
          {!kind.optional && T.alwaysOn}
        </Text>
      </Box>
    </Box>
  );
}

export function InboxSettingsPage({ backPath }: { backPath: string }) {
  const result = useAccountApi(inboxApi.preferences, {});
  return (
    <PageShell>
      <Text color="fg.muted">{T.settingsIntro}</Text>
      <DataState result={result} empty={T.empty}>
        {(kinds) => (
          <Stack as="ul" listStyleType="none" gap="1">
            {kinds.map((kind) => (
              <KindSwitch key={kind.kind} kind={kind} onSaved={() => void result.refresh()} />
            ))}
          </Stack>
        )}
      </DataState>
      <AppLink to={backPath} color="brand.fg" minH="11" display="inline-flex" alignItems="center">
        {T.back}
      </AppLink>
    </PageShell>
  );
}

export const PortalInboxSettingsPage = () => <InboxSettingsPage backPath="/user/messages" />;
export const ScoringInboxSettingsPage = () => <InboxSettingsPage backPath="/scoring/messages" />;
