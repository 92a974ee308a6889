// A player's own club roster: the club's public page read (number, name, gender, never a phone),
// the same cache entry as /club/detail, warmed at sign-in so it opens at the field offline.
import { Text } from '@chakra-ui/react';
import { queryApi } from '../../../contract/api/query';
import { useApi } from '../../../lib/api-read';
import { AppLink } from '../../../theme/components/app-link';
import { DataState } from '../../../theme/components/data-state';
import { RosterGrid } from '../../../theme/components/roster-grid';
import { TEXT } from '../messages';
import { TabSection } from './tab-section';

export function PlayerRosterTab({ clubId }: { clubId: number }) {
  const result = useApi(queryApi.club, { params: { id: clubId } });
  return (
    <TabSection title={TEXT.playerRoster}>
      <DataState
        result={result}
        isEmpty={(club) => club.members.length === 0}
        empty={TEXT.playerRosterEmpty}
      >
        {(club) => (
          <>
            <Text>
              <AppLink to={`/club/detail?id=${club.id}`} color="brand.fg" fontWeight="semibold">
                {club.name}
              </AppLink>
              <Text as="span" color="fg.muted" ms="2">
                {TEXT.rosterCaption(club.members.length)}
              </Text>
            </Text>
            <RosterGrid players={club.members} />
          </>
        )}
      </DataState>
    </TabSection>
  );
}
