// The new club's side of a transfer in the club centre: requests to join the club, to accept or
// decline while the player's request waits, and asking for a player of another club found by
// name (which counts as accepting). A refusal stays next to the button that asked.
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
import { acceptTransfer, clubAskTransfer, declineTransfer } from './transfer-calls';
import { TransferLine } from './transfer-line';
import { TRANSFER_TEXT as T } from './transfer-messages';

export function ClubTransfers() {
  const incoming = useAccountApi(api.clubTransfers, {});
  const [term, setTerm] = useState('');
  const players = useApi(queryApi.players, term ? { query: { name: term, pageSize: 10 } } : null);
  const refusals = useSubmitRefusal([term, incoming.data]);
  const act = async (key: string, action: () => Promise<unknown>) => {
    if (await refusals.run(action, key)) await incoming.refresh();
  };
  return (
    <Stack gap="5">
      <SeasonCard title={T.incoming}>
        <DataState result={incoming} empty={T.noneIncoming}>
          {(list) => (
            <Stack as="ul" listStyleType="none" gap="3">
              {list.map((transfer) => (
                <TransferLine
                  key={transfer.id}
                  transfer={transfer}
                  refusal={refusals.refusalFor(String(transfer.id))}
                  actions={
                    transfer.status === 'requested' && (
                      <>
                        <Button
                          colorPalette="brand"
                          minH="11"
                          onClick={() =>
                            void act(String(transfer.id), () => acceptTransfer(transfer.id))
                          }
                        >
                          {T.accept}
                        </Button>
                        <Button
                          variant="outline"
                          colorPalette="red"
                          minH="11"
                          onClick={() =>
                            void act(String(transfer.id), () => declineTransfer(transfer.id))
                          }
                        >
                          {T.decline}
                        </Button>
                      </>
                    )
                  }
                />
              ))}
            </Stack>
          )}
        </DataState>
      </SeasonCard>
      <SeasonCard title={T.askPlayer}>
        <Text color="fg.muted" fontSize="sm">
          {T.askPlayerHint}
        </Text>
        <SearchBox label={T.playerName} name="playerName" onSearch={setTerm} />
        {term && (
          <DataState result={players} empty={T.noPlayers}>
            {(page) => (
              <Stack as="ul" listStyleType="none" gap="3">
                {page.list.map((player) => (
                  <Box as="li" key={player.id} borderWidth="1px" borderRadius="l2" p="3">
                    <Stack gap="2">
                      <Text fontWeight="semibold" overflowWrap="anywhere">
                        {player.name}
                        {player.clubName ? ` · ${player.clubName}` : ''}
                      </Text>
                      <Button
                        colorPalette="brand"
                        minH="11"
                        alignSelf="start"
                        onClick={() =>
                          void act(`ask-${player.id}`, () => clubAskTransfer(player.id))
                        }
                      >
                        {T.askPlayerFor(player.name)}
                      </Button>
                      <FormRefusal refusal={refusals.refusalFor(`ask-${player.id}`)} />
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
