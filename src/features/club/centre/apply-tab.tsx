// Entering the club into a competition whose registration is open, with a roster that meets the
// division's rules; then the registration's status and its roster.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clubApi } from '../../../contract/api/club';
import type { Club, ClubCompetition, ClubMember } from '../../../contract/club';
import { revalidateApi } from '../../../lib/api-read';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { DIVISION_LABEL, REGISTRATION_STATUS_LABEL, TEXT } from '../messages';
import { RegistrationRoster } from './registration-roster';
import { RosterPicker } from './roster-picker';
import { TabSection } from './tab-section';

type Open = { competitionId: number; mode: 'pick' | 'view' } | null;

interface CompetitionCardProps {
  club: Club;
  competition: ClubCompetition;
  members: readonly ClubMember[];
  open: Open;
  setOpen: (open: Open) => void;
  onSubmitted: () => void;
}

function CompetitionCard({
  club,
  competition: c,
  members,
  open,
  setOpen,
  onSubmitted,
}: CompetitionCardProps) {
  const registration = c.registration;
  const mayPick =
    club.status === 'approved' &&
    c.registrationOpen &&
    c.division === club.division &&
    (registration === null || registration.status !== 'approved');
  const mode = open?.competitionId === c.id ? open.mode : null;
  const wanted = useSearchParams()[0].get('competitionId') === String(c.id);
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (wanted) card.current?.scrollIntoView({ block: 'start' });
  }, [wanted]);
  const pick = (initial: readonly number[]) => (
    <RosterPicker
      competition={c}
      members={members}
      initial={initial}
      onDone={(submitted) => {
        setOpen(submitted ? { competitionId: c.id, mode: 'view' } : null);
        if (submitted) onSubmitted();
      }}
    />
  );

  return (
    <Box
      as="li"
      ref={card}
      borderWidth={wanted ? '2px' : '1px'}
      borderColor={wanted ? 'brand.solid' : undefined}
      borderRadius="l2"
      p={{ base: '3', md: '4' }}
    >
      <Stack gap="3">
        <Stack direction="row" justify="space-between" align="flex-start" flexWrap="wrap" gap="2">
          <Box>
            <Heading as="h3" size="md">
              {c.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(c.startDate)} 至 {formatDate(c.endDate)} · {c.city} ·{' '}
              {DIVISION_LABEL[c.division]}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {c.registrationOpens && c.registrationCloses
                ? TEXT.registrationWindow(
                    formatDate(c.registrationOpens),
                    formatDate(c.registrationCloses),
                  )
                : null}
              {' · '}
              {c.division === 'MIX' ? `${TEXT.minimums(c.minMale, c.minFemale)}，` : ''}
              {TEXT.maxRoster(c.maxRoster)}
            </Text>
          </Box>
          <Text
            px="3"
            py="1"
            borderRadius="full"
            fontSize="sm"
            fontWeight="semibold"
            bg={registration?.status === 'approved' ? 'brand.subtle' : 'bg.muted'}
            color={registration?.status === 'approved' ? 'brand.fg' : 'fg'}
          >
            {TEXT.registration}：
            {registration
              ? `${REGISTRATION_STATUS_LABEL[registration.status]}（${TEXT.playerCount(registration.playerCount)}）`
              : TEXT.notRegistered}
          </Text>
        </Stack>
        {registration?.status === 'rejected' && registration.rejectReason && (
          // fg.error is too light for text on white; the club's own banner is drawn this way.
          <Text
            role="note"
            borderWidth="1px"
            borderColor="red.muted"
            bg="red.subtle"
            color="red.fg"
            borderRadius="l2"
            p="3"
          >
            {TEXT.entryRejected(registration.rejectReason)}
          </Text>
        )}
        {c.division !== club.division && <Text color="orange.fg">{TEXT.divisionMismatch}</Text>}
        {!c.registrationOpen && !registration && <Text color="fg.muted">{TEXT.closed}</Text>}
        <Stack direction="row" gap="2" flexWrap="wrap">
          {registration && (
            <Button
              variant="outline"
              minH="11"
              aria-expanded={mode === 'view'}
              onClick={() =>
                setOpen(mode === 'view' ? null : { competitionId: c.id, mode: 'view' })
              }
            >
              {mode === 'view' ? TEXT.hideRoster : TEXT.showRoster}
            </Button>
          )}
          {mayPick && !registration && mode !== 'pick' && (
            <Button
              colorPalette="brand"
              minH="11"
              onClick={() => setOpen({ competitionId: c.id, mode: 'pick' })}
            >
              {TEXT.chooseRoster}
            </Button>
          )}
        </Stack>
        {mode === 'pick' && mayPick && !registration && pick([])}
        {mode !== null && registration && (
          <RegistrationRoster registrationId={registration.id}>
            {(full) =>
              mayPick &&
              (mode === 'pick' ? (
                pick(full.players.map((p) => p.userId))
              ) : (
                <Box>
                  <Button
                    colorPalette="brand"
                    variant="outline"
                    minH="11"
                    onClick={() => setOpen({ competitionId: c.id, mode: 'pick' })}
                  >
                    {TEXT.changeRoster}
                  </Button>
                </Box>
              ))
            }
          </RegistrationRoster>
        )}
      </Stack>
    </Box>
  );
}

/** The competition a link asked for (`?competitionId=` from the match pages), if any. */
function wantedCompetition(params: URLSearchParams): Open {
  const id = Number(params.get('competitionId'));
  return Number.isInteger(id) && id > 0 ? { competitionId: id, mode: 'pick' } : null;
}

export function ApplyTab({ club }: { club: Club }) {
  const competitions = useAccountApi(clubApi.competitions, {});
  const members = useAccountApi(clubApi.members, {});
  const [params] = useSearchParams();
  const [open, setOpen] = useState<Open>(() => wantedCompetition(params));

  const onSubmitted = (competition: ClubCompetition) => {
    void competitions.refresh();
    if (competition.registration) {
      const params = { id: competition.registration.id };
      void revalidateApi(clubApi.registration, { params }, { silent: true }).catch(() => undefined);
    }
  };

  return (
    <TabSection title={TEXT.competitions}>
      <DataState result={competitions} empty={TEXT.noCompetitions}>
        {(list) => (
          <Stack as="ul" listStyleType="none" gap="4">
            {list.map((competition) => (
              <CompetitionCard
                key={competition.id}
                club={club}
                competition={competition}
                members={members.data ?? []}
                open={open}
                setOpen={setOpen}
                onSubmitted={() => onSubmitted(competition)}
              />
            ))}
          </Stack>
        )}
      </DataState>
    </TabSection>
  );
}
