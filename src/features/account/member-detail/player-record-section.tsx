// A player's record on /member/detail (docs/records.md, "Players"): totals, each season, and each
// competition played with the club of the time and that club's final placement; points played
// and +/- only where lines were kept.
// The answer is the server's summaries; a record its member hid shows one line instead.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { RecordCompetition, RecordSeason } from '../../../contract/player-records';
import { playerRecordsApi } from '../../../contract/api/player-records';
import { useApi } from '../../../lib/api-read';
import { StandaloneLink } from '../../../theme/components/standalone-link';
import { TitledSection } from '../../../theme/components/titled-section';
import { DIVISION_LABELS } from './messages';
import { RECORD_MESSAGES as M } from './record-messages';

type Figures = Pick<RecordSeason, 'games' | 'goals' | 'assists' | 'pointsPlayed' | 'plusMinus'>;

/** 「3 场 · 得分 5 · 助攻 2 · 上场 20 分 · 正负值 +4」 */
export function figuresText({ games, goals, assists, pointsPlayed, plusMinus }: Figures) {
  return [
    M.games(games),
    M.goals(goals),
    M.assists(assists),
    ...(pointsPlayed === null || plusMinus === null
      ? [M.noLines]
      : [M.pointsPlayed(pointsPlayed), M.plusMinus(plusMinus)]),
  ].join(' · ');
}

const card = { p: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'l3' } as const;

function CompetitionCard({ played }: { played: RecordCompetition }) {
  return (
    <Box as="li" {...card} minW="0">
      <StandaloneLink
        to={`/match/detail?id=${played.competitionId}`}
        color="brand.fg"
        fontWeight="semibold"
      >
        {played.name}
      </StandaloneLink>
      <Text fontSize="sm" color="fg.muted">
        {M.season(played.season)} · {DIVISION_LABELS[played.division]} ·{' '}
        <StandaloneLink to={`/club/detail?id=${played.clubId}`}>{played.clubName}</StandaloneLink> ·{' '}
        {/* One phrase: 「第 1 名 / 2 队」 does not break between its halves on a phone. */}
        <Text as="span" whiteSpace="nowrap">
          {M.placement(played.placement, played.placedTeams)}
        </Text>
      </Text>
      <Text fontSize="sm">{figuresText(played)}</Text>
    </Box>
  );
}

export function PlayerRecordSection({ userId }: { userId: number }) {
  const { data } = useApi(playerRecordsApi.record, { params: { id: userId } });
  if (!data) return null;
  const { hidden, competitions, seasons, total } = data;
  if (hidden && competitions.length === 0) {
    return (
      <TitledSection gap="3" title={M.title}>
        <Text color="fg.muted">{M.hidden}</Text>
      </TitledSection>
    );
  }
  return (
    <TitledSection gap="3" title={M.title}>
      {hidden ? <Text color="fg.muted">{M.hiddenForStaff}</Text> : null}
      {competitions.length === 0 ? (
        <Text color="fg.muted">{M.none}</Text>
      ) : (
        <Stack gap="4">
          <Box {...card} bg="bg.subtle">
            <Text fontWeight="semibold">{M.total}</Text>
            <Text fontSize="sm">{figuresText(total)}</Text>
          </Box>
          <Box as="ul" listStyleType="none" display="grid" gap="2" aria-label={M.seasons}>
            {seasons.map((season) => (
              <Box as="li" key={season.season} {...card}>
                <Text fontWeight="semibold">{M.season(season.season)}</Text>
                <Text fontSize="sm">{figuresText(season)}</Text>
                <StandaloneLink
                  to={`/records/leaders?season=${season.season}&division=${competitions.find((c) => c.season === season.season)?.division ?? 'MIX'}`}
                  fontSize="sm"
                >
                  {M.leaders(season.season)}
                </StandaloneLink>
              </Box>
            ))}
          </Box>
          <Box
            as="ul"
            listStyleType="none"
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
            gap="2"
            aria-label={M.competitions}
          >
            {competitions.map((played) => (
              <CompetitionCard key={`${played.competitionId}-${played.clubId}`} played={played} />
            ))}
          </Box>
        </Stack>
      )}
    </TitledSection>
  );
}
