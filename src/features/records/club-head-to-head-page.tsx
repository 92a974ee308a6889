// /club/head-to-head?clubId=&otherId=: every game two clubs played that the standings count
// (docs/records.md, "Clubs"), newest first, with the totals.
import { Box, Stack, Text } from '@chakra-ui/react';
import { clubRecordsApi } from '../../contract/api/club-records';
import type { HeadToHead } from '../../contract/club-records';
import { useApi } from '../../lib/api-read';
import { PageShell } from '../../theme/components/page-shell';
import { useQueryId } from '../../theme/components/record-id';
import { RecordState } from '../../theme/components/record-state';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { TitledSection } from '../../theme/components/titled-section';
import { usePageMeta } from '../../theme/use-page-meta';
import { HEAD_TO_HEAD_MESSAGES as M } from './club-messages';

function HeadToHeadView({ h2h }: { h2h: HeadToHead }) {
  const { club, other, totals } = h2h;
  return (
    <Stack gap="6">
      <TitledSection title={M.totals} gap="3">
        <Text>
          {M.totalLine(totals.games, club.name, totals.clubWins, other.name, totals.otherWins)}
        </Text>
        <Text>{M.pointsLine(totals.clubPoints, totals.otherPoints)}</Text>
      </TitledSection>
      <TitledSection title={M.games} gap="3">
        {h2h.games.length === 0 ? (
          <Text color="fg.muted">{M.none}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {h2h.games.map((game) => (
              <Box as="li" key={game.gameId} borderWidth="1px" borderRadius="l2" p="3">
                <StandaloneLink to={`/match/detail?id=${game.competitionId}`}>
                  {game.competitionName}
                </StandaloneLink>
                <Text color="fg.muted">{game.date}</Text>
                <Text fontWeight="semibold">
                  {club.name} {game.clubScore} : {game.otherScore} {other.name}
                  {game.forfeit ? M.forfeit : ''}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </TitledSection>
    </Stack>
  );
}

export function ClubHeadToHeadPage() {
  const clubId = useQueryId('clubId');
  const otherId = useQueryId('otherId');
  const named = clubId !== undefined && otherId !== undefined;
  const result = useApi(clubRecordsApi.headToHead, named ? { query: { clubId, otherId } } : null);
  const h2h = result.data;
  usePageMeta(h2h ? M.description(h2h.club.name, h2h.other.name) : M.fallbackDescription);
  return (
    <PageShell title={h2h ? M.title(h2h.club.name, h2h.other.name) : undefined}>
      {h2h ? (
        <StandaloneLink to={`/club/detail?id=${h2h.club.id}`}>
          {M.back(h2h.club.name)}
        </StandaloneLink>
      ) : null}
      <RecordState named={named} missing={M.missing} result={result}>
        {(data) => <HeadToHeadView h2h={data} />}
      </RecordState>
    </PageShell>
  );
}
