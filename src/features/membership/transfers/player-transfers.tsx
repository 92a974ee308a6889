// The player's side of a transfer in the user centre: their requests with each state, 撤回 while
// one is open, and asking to move to another club found by name. A refusal (outside the window,
// on the roster of a competition under way) stays next to the button that asked.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { membershipEligibilityApi as api } from '../../../contract/api/membership-eligibility';
import { queryApi } from '../../../contract/api/query';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { useApi } from '../../../lib/api-read';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { DataState } from '../../../theme/components/data-state';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { SeasonCard } from '../season-card';
import { SearchBox } from './search-box';
import { askTransfer, cancelTransfer } from './transfer-calls';
import { TransferLine } from './transfer-line';
import { TRANSFER_TEXT as T } from './transfer-messages';

const OPEN = new Set(['requested', 'club_accepted']);

export function PlayerTransfers() {
  const mine = useAccountApi(api.ownTransfers, {});
  const [term, setTerm] = useState('');
  const clubs = useApi(queryApi.clubs, term ? { query: { name: term, pageSize: 10 } } : null);
  const refusals = useSubmitRefusal([term, mine.data]);
  const act = async (key: string, action: () => Promise<unknown>) => {
    if (await refusals.run(action, key)) await mine.refresh();
  };
  return (
    <Stack gap="5">
      <SeasonCard title={T.mine}>
        <DataState result={mine} empty={T.noneMine}>
          {(list) => (
            <Stack as="ul" listStyleType="none" gap="3">
              {list.map((transfer) => (
                <TransferLine
                  key={transfer.id}
                  transfer={transfer}
                  refusal={refusals.refusalFor(`cancel-${transfer.id}`)}
                  actions={
                    OPEN.has(transfer.status) && (
                      <Button
                        variant="outline"
                        colorPalette="red"
                        minH="11"
                        onClick={() =>
                          void act(`cancel-${transfer.id}`, () => cancelTransfer(transfer.id))
                        }
                      >
                        {T.cancel}
                      </Button>
                    )
                  }
                />
              ))}
            </Stack>
          )}
        </DataState>
      </SeasonCard>
      <SeasonCard title={T.ask}>
        <Text color="fg.muted" fontSize="sm">
          {T.askHint}
        </Text>
        <SearchBox label={T.clubName} name="clubName" onSearch={setTerm} />
        {term && (
          <DataState result={clubs} empty={T.noClubs}>
            {(page) => (
              <Stack as="ul" listStyleType="none" gap="3">
                {page.list.map((club) => (
                  <Box as="li" key={club.id} borderWidth="1px" borderRadius="l2" p="3">
                    <Stack gap="2">
                      <Text fontWeight="semibold" overflowWrap="anywhere">
                        {club.name} · {club.city}
                      </Text>
                      <Button
                        colorPalette="brand"
                        minH="11"
                        alignSelf="start"
                        onClick={() => void act(`ask-${club.id}`, () => askTransfer(club.id))}
                      >
                        {T.askFor(club.name)}
                      </Button>
                      <FormRefusal refusal={refusals.refusalFor(`ask-${club.id}`)} />
                    </Stack>
                  </Box>
                ))}
              </Stack>
            )}
          </DataState>
        )}
      </SeasonCard>
    </Stack>
  );
}
