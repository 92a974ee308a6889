// 消息设置: one switch per kind of message; a kind about the account's own safety is shown on and
// cannot be switched off (the server refuses it too).
import { Stack, Switch, Text } from '@chakra-ui/react';
import { inboxApi } from '../../contract/api/inbox';
import type { InboxPreference } from '../../contract/inbox';
import { useAccountApi } from '../../lib/auth/use-account-data';
import { AppLink } from '../../theme/components/app-link';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { setPreference } from './inbox-calls';
import { INBOX_TEXT as T } from './inbox-wording';

function KindSwitch({ kind, onSaved }: { kind: InboxPreference; onSaved: () => void }) {
  return (
    <Switch.Root
      as="li"
      checked={kind.on}
      disabled={!kind.optional}
      colorPalette="brand"
      minH="11"
      display="flex"
      w="full"
      position="relative"
      justifyContent="space-between"
      gap="3"
      onCheckedChange={(event) =>
        void setPreference(kind.kind, event.checked)
          .then(onSaved)
          .catch(() => undefined)
      }
    >
      <Switch.Label flex="1" minW="0" overflowWrap="anywhere">
        {kind.name}
        {!kind.optional && T.alwaysOn}
      </Switch.Label>
      <Switch.HiddenInput />
      <Switch.Control flexShrink={0}>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
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
