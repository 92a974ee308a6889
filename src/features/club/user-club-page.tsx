// /user/club/:type: the club centre of a club contact. `:type` picks the tab (info, members,
// games, invitations, leave, apply, spirit); tabs are links, so each can be bookmarked and opened offline.
// A player who plays for a club gets its roster and games here too.
import { Box, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { clubApi } from '../../contract/api/club';
import type { Club } from '../../contract/club';
import { useCurrentUser } from '../../lib/global-state';
import { useAccountApi } from '../../lib/auth/use-account-data';
import { AppLink } from '../../theme/components/app-link';
import { CacheHint } from '../../theme/components/cache-hint';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { SubNav } from '../../theme/components/sub-nav';
import { ApplyTab } from './centre/apply-tab';
import { ClubInfoTab } from './centre/club-info-tab';
import { GamesTab } from './centre/games-tab';
import { InvitationsTab } from './centre/invitations-tab';
import { LeaveTab } from './centre/leave-tab';
import { MembersTab } from './centre/members-tab';
import { PlayerRosterTab } from './centre/player-roster-tab';
import { PLAYER_TABS, TABS, TEXT, type TabType } from './messages';
import { SpiritTab } from './spirit/spirit-tab';
import { useSpiritSync } from './spirit/use-spirit-sync';

const isTab = (value: string | undefined): value is TabType =>
  TABS.some((tab) => tab.type === value);

const linkStyle = { color: 'brand.fg', minH: '11', display: 'inline-flex', alignItems: 'center' };

function NotAContact({ contact }: { contact: boolean }) {
  return (
    <Stack gap="3">
      <Text>{contact ? TEXT.noClubYet : TEXT.notContact}</Text>
      <Stack direction="row" gap="4">
        <AppLink to="/register/club" {...linkStyle} fontWeight="semibold">
          {TEXT.registerClub}
        </AppLink>
        <AppLink to="/user/center" {...linkStyle}>
          {TEXT.toCenter}
        </AppLink>
      </Stack>
    </Stack>
  );
}

function ClubTab({ type, club, refresh }: { type: TabType; club: Club; refresh: () => void }) {
  switch (type) {
    case 'info':
      return <ClubInfoTab club={club} onSaved={refresh} />;
    case 'members':
      return <MembersTab />;
    case 'games':
      return <GamesTab />;
    case 'invitations':
      return <InvitationsTab approved={club.status === 'approved'} />;
    case 'leave':
      return <LeaveTab />;
    case 'apply':
      return <ApplyTab club={club} />;
    case 'spirit':
      return <SpiritTab />;
  }
}

function ClubCentre({ type }: { type: TabType }) {
  const result = useAccountApi(clubApi.mine, {});
  const items = TABS.map((tab) => ({
    label: tab.label,
    to: `/user/club/${tab.type}`,
    active: tab.type === type,
  }));
  // Each tab shows its own 「离线」/「更新于」 hint; the club's own read shows it on the info tab.
  const content = (club: Club) => (
    <Stack gap="5">
      {club.status !== 'approved' && (
        <Box
          role="note"
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          color="orange.fg"
          borderRadius="l2"
          p="3"
        >
          {club.status === 'pending' ? TEXT.pendingBanner : TEXT.rejectedBanner}
          {club.status === 'rejected' && club.rejectReason && (
            <Text mt="1" fontWeight="semibold">
              {TEXT.rejectReason(club.rejectReason)}
            </Text>
          )}
        </Box>
      )}
      {type === 'info' && <CacheHint result={result} />}
      <ClubTab type={type} club={club} refresh={() => void result.refresh()} />
    </Stack>
  );
  return (
    <Stack gap="5">
      <SubNav label={TEXT.tabsLabel} items={items} />
      {result.data ? (
        content(result.data)
      ) : (
        <DataState result={result} isEmpty={() => false}>
          {content}
        </DataState>
      )}
    </Stack>
  );
}

function PlayerClub({ type, clubId }: { type: TabType; clubId: number }) {
  if (!PLAYER_TABS.includes(type)) return <Navigate to="/user/club/members" replace />;
  const items = TABS.filter((tab) => PLAYER_TABS.includes(tab.type)).map((tab) => ({
    label: tab.label,
    to: `/user/club/${tab.type}`,
    active: tab.type === type,
  }));
  return (
    <Stack gap="5">
      <SubNav label={TEXT.playerClub} items={items} />
      {type === 'games' ? (
        <GamesTab />
      ) : type === 'spirit' ? (
        <SpiritTab />
      ) : (
        <PlayerRosterTab clubId={clubId} />
      )}
    </Stack>
  );
}

function ClubPageBody({ type }: { type: TabType }) {
  const { user } = useCurrentUser();
  useSpiritSync();
  const contact = user?.type === 'contact';
  if (contact && user.isClubContact) return <ClubCentre type={type} />;
  if (user?.type === 'player' && user.clubId !== null)
    return <PlayerClub type={type} clubId={user.clubId} />;
  return <NotAContact contact={contact} />;
}

export function UserClubPage() {
  const { type } = useParams();
  if (!isTab(type)) return <Navigate to="/user/club/info" replace />;
  return (
    <PageShell>
      <ClubPageBody type={type} />
    </PageShell>
  );
}
