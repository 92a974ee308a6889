// /user/transfers: 转会 in the user centre (a player's own requests) and the club centre (a club's
// contact: requests to join the club). docs/membership.md, "Transfers".
import { Stack, Text } from '@chakra-ui/react';
import { useCurrentUser } from '../../../lib/global-state';
import { PageShell } from '../../../theme/components/page-shell';
import { ClubTransfers } from './club-transfers';
import { PlayerTransfers } from './player-transfers';
import { TRANSFER_TEXT as T } from './transfer-messages';

export function TransfersPage() {
  const { user } = useCurrentUser();
  return (
    <PageShell>
      <Stack gap="5" maxW="3xl">
        {user?.type === 'player' && <PlayerTransfers />}
        {user?.type === 'contact' && <ClubTransfers />}
        {user && user.type !== 'player' && user.type !== 'contact' && (
          <Text color="fg.muted">{T.notForYou}</Text>
        )}
      </Stack>
    </PageShell>
  );
}
