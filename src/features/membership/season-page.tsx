// /user/season: the person's 年度注册 in the user centre: the current season, their registration
// of each kind with its status, a draft to complete, registering another kind, and renewing into a
// new season with last season's kind and guardian filled in. A club's contact also registers the
// club here and sees each member's status (club-season-section.tsx).
import { Box, Stack, Text } from '@chakra-ui/react';
import { membershipSeasonApi } from '../../contract/api/membership-season';
import {
  KIND_LABELS,
  PERSON_KINDS,
  type MySeason,
  type Registration,
} from '../../contract/membership-season';
import { useAccountApi } from '../../lib/auth/use-account-data';
import { useCurrentUser } from '../../lib/global-state';
import { DataState } from '../../theme/components/data-state';
import { AppLink } from '../../theme/components/app-link';
import { PageShell } from '../../theme/components/page-shell';
import { ClubSeasonSection } from './club-season-section';
import { IdNumberSection } from './id-number-section';
import { RegistrationForm } from './registration-form';
import { SeasonCard } from './season-card';
import { SEASON_TEXT as T } from './season-messages';

function RegistrationLine({ registration }: { registration: Registration }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3">
      <Text fontWeight="semibold">
        {registration.year} · {KIND_LABELS[registration.kind]} · {registration.statusLabel}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {T.fee(registration.feeFen)}
        {registration.status === 'draft' && registration.minor && !registration.guardian
          ? ` · ${T.awaitingGuardian}`
          : ''}
      </Text>
      {registration.rejectReason && (
        <Text color="red.700" fontSize="sm">
          {T.rejectReason}：{registration.rejectReason}
        </Text>
      )}
    </Box>
  );
}

function SeasonParts({ mine, refresh }: { mine: MySeason; refresh: () => void }) {
  const { season, waiver } = mine;
  const idNumber = <IdNumberSection masked={mine.idNumberMasked} onSaved={refresh} />;
  if (!season) {
    return (
      <Stack gap="5">
        <SeasonCard title={T.title}>{T.noSeason}</SeasonCard>
        {idNumber}
      </Stack>
    );
  }
  // The server refuses a player registration without the number when the season requires it.
  const idNumberNeeded = season.idNumberRequired && mine.idNumberMasked === null;
  const current = mine.registrations.filter((r) => r.seasonId === season.id);
  const earlier = mine.registrations.filter((r) => r.seasonId !== season.id);
  const open = PERSON_KINDS.filter((kind) => !current.some((r) => r.kind === kind));
  const drafts = current.filter((r) => r.status === 'draft');
  // Renewing: nothing yet this season, something in an earlier one, whose details fill the form.
  const renewFrom = current.length === 0 ? earlier[0] : undefined;
  return (
    <Stack gap="5">
      <SeasonCard title={T.title}>
        <Text>{T.seasonLine(season.year, season.startsOn, season.endsOn)}</Text>
        {current.length === 0 ? (
          <Text color="fg.muted">{T.none}</Text>
        ) : (
          current.map((r) => <RegistrationLine key={r.id} registration={r} />)
        )}
      </SeasonCard>
      {waiver === null ? (
        <Text color="fg.muted">{T.noWaiver}</Text>
      ) : (
        <>
          {drafts.map((draft) => (
            <SeasonCard key={draft.id} title={`${T.complete}：${KIND_LABELS[draft.kind]}`}>
              <RegistrationForm
                season={season}
                waiver={waiver}
                birthDate={mine.birthDate}
                idNumberNeeded={idNumberNeeded}
                kinds={[]}
                draft={draft}
                submitLabel={T.complete}
                onDone={refresh}
              />
            </SeasonCard>
          ))}
          {open.length > 0 && (
            <SeasonCard title={renewFrom ? T.renew(season.year) : T.register}>
              <RegistrationForm
                // A new form once the open kinds change, so a registered kind is not still chosen.
                key={open.join()}
                season={season}
                waiver={waiver}
                birthDate={mine.birthDate}
                idNumberNeeded={idNumberNeeded}
                kinds={open}
                renewFrom={renewFrom}
                submitLabel={renewFrom ? T.renew(season.year) : T.submit}
                onDone={refresh}
              />
            </SeasonCard>
          )}
        </>
      )}
      {idNumber}
      {earlier.length > 0 && (
        <SeasonCard title={T.myRegistrations}>
          {earlier.map((r) => (
            <RegistrationLine key={r.id} registration={r} />
          ))}
        </SeasonCard>
      )}
    </Stack>
  );
}

export function SeasonPage() {
  const { user } = useCurrentUser();
  const result = useAccountApi(membershipSeasonApi.mySeason, user ? {} : null);
  return (
    <PageShell>
      <Stack gap="5" maxW="3xl">
        <DataState result={result}>
          {(mine) => <SeasonParts mine={mine} refresh={() => void result.refresh()} />}
        </DataState>
        {user?.type === 'contact' && <ClubSeasonSection />}
        {(user?.type === 'player' || user?.type === 'contact') && (
          <AppLink
            to="/user/transfers"
            color="brand.fg"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            {T.toTransfers}
          </AppLink>
        )}
      </Stack>
    </PageShell>
  );
}
