// /user/center: what the signed-in person sees of themself. Each kind of user gets the parts
// that fit them: a player their club, invitations and competitions; a contact their club's
// status and the way to the club centre; coaches and judges their certificates.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { UserCenter } from '../../contract/account';
import { accountApi } from '../../contract/api/account';
import { useCurrentUser } from '../../lib/global-state';
import { useAccountApi } from '../../lib/auth/use-account-data';
import { AppLink } from '../../theme/components/app-link';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { CertificatesSection } from './centre/certificates-section';
import { CompetitionsSection } from './centre/competitions-section';
import { ContactSection } from './centre/contact-section';
import { InvitationsSection } from './centre/invitations-section';
import { MembershipSection } from './centre/membership-section';
import { ProfileSection } from './centre/profile-section';
import { RecordPrivacySection } from './centre/record-privacy-section';
import { SeasonSection } from './centre/season-section';
import { TrainingsSection } from './centre/trainings-section';
import { TEXT } from './messages';

function CenterParts({ center, refresh }: { center: UserCenter; refresh: () => void }) {
  const { user } = center;
  const plays = user.type === 'player' || center.membership !== null;
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}
      gap="5"
      alignItems="start"
    >
      <ProfileSection user={user} onSaved={refresh} />
      <Stack gap="5">
        {user.type !== 'volunteer' && <SeasonSection />}
        {center.contactOf && <ContactSection club={center.contactOf} />}
        {plays && <MembershipSection membership={center.membership} onChanged={refresh} />}
        {(plays || center.invitations.length > 0) && (
          <InvitationsSection invitations={center.invitations} onChanged={refresh} />
        )}
        {user.type === 'volunteer' && (
          <Text>
            {TEXT.volunteerNote}
            <AppLink to="/scoring" color="brand.fg" ms="2">
              {TEXT.toScoring}
            </AppLink>
          </Text>
        )}
        {center.certificates.length > 0 && (
          <CertificatesSection certificates={center.certificates} />
        )}
        {user.type === 'player' && <RecordPrivacySection userId={user.id} />}
        {(user.type === 'player' || user.type === 'contact') && <TrainingsSection />}
      </Stack>
      {(user.type === 'player' || user.type === 'contact') && (
        <Box gridColumn={{ lg: 'span 2' }}>
          <CompetitionsSection userId={user.id} />
        </Box>
      )}
    </Box>
  );
}

export function UserCentrePage() {
  const { user } = useCurrentUser();
  // The cache keeps each answer's owner, so another person signing in here never sees this one.
  const result = useAccountApi(accountApi.center, user ? {} : null);
  return (
    <PageShell>
      <DataState result={result}>
        {(center) => <CenterParts center={center} refresh={() => void result.refresh()} />}
      </DataState>
    </PageShell>
  );
}
