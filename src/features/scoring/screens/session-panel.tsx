// The way out of the scoring app, at the foot of the game list: back to the portal, and 退出登录
// for a phone the volunteers share. Logging out while actions still wait (or with no network to
// log in again) asks first, and keeps the actions: they belong to this volunteer and go out at
// their next login on this phone, never under another volunteer's ticket.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { logout, useCurrentUser } from '../../../lib/global-state';
import type { ScoringEngine } from '../sync/create-scoring-engine';
import type { SyncStatus } from '../sync/sync-state';
import { MSG } from '../messages';
import { ConfirmQuestion } from './confirm-pair';
import { SCORING_LOGIN } from './require-ticket';

const PORTAL_HOME = '/home';

export function SessionPanel({ engine, sync }: { engine: ScoringEngine; sync: SyncStatus }) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const held = useLiveQuery(async () => engine.store.countHeld(), [engine]) ?? 0;
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const offline = sync.offline || navigator.onLine === false;

  const leave = async () => {
    setLeaving(true);
    await engine.store.releaseScorer();
    await logout();
    // The login screen says so itself: a toast's colours are not made for the sun.
    navigate(SCORING_LOGIN, { replace: true, state: { loggedOut: true } });
  };
  const onLogout = () => {
    if (sync.pendingCount > 0 || offline) setAsking(true);
    else void leave();
  };

  return (
    <Stack gap="3" bg="bg" p="4" borderRadius="l3" shadow="sm">
      {user ? <Text fontWeight="bold">{MSG.signedInAs(user.name)}</Text> : null}
      {held > 0 ? <Text color="gray.800">{MSG.heldForOthers(held)}</Text> : null}
      {asking ? (
        <ConfirmQuestion
          label={MSG.logout}
          tone="orange"
          confirmLabel={MSG.confirmLogout}
          busy={leaving}
          onCancel={() => setAsking(false)}
          onConfirm={() => void leave()}
        >
          {sync.pendingCount > 0 ? (
            <Text fontWeight="bold" color="gray.900">
              {MSG.logoutPending(sync.pendingCount)}
            </Text>
          ) : null}
          {offline ? <Text color="gray.900">{MSG.logoutOffline}</Text> : null}
        </ConfirmQuestion>
      ) : null}
      <Grid templateColumns="1fr 1fr" gap="3">
        <Button asChild size="xl" variant="outline" colorPalette="brand" bg="bg">
          <RouterLink to={PORTAL_HOME}>{MSG.toPortal}</RouterLink>
        </Button>
        <Button
          size="xl"
          variant="outline"
          colorPalette="red"
          color="red.700"
          borderColor="red.700"
          bg="bg"
          disabled={asking}
          loading={leaving && !asking}
          onClick={onLogout}
        >
          {MSG.logout}
        </Button>
      </Grid>
    </Stack>
  );
}
