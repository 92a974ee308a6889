// 精神分 in the club centre (/user/club/spirit): the club's finished games with the spirit score it
// gave each opponent, for its contact and for the captain the contact named. Offline first: the
// list comes from the SWR cache, and a score given without a network is kept on the phone and sent
// when the network returns (spirit-queue.ts), shown meanwhile as 已保存，联网后提交.
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { clubApi } from '../../../contract/api/club';
import type { SubmitSpiritBody } from '../../../contract/spirit';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { useCurrentUser } from '../../../lib/global-state';
import { DataState } from '../../../theme/components/data-state';
import { useOnline } from '../../../theme/components/use-online';
import { TabSection } from '../centre/tab-section';
import { SPIRIT_TEXT } from '../messages';
import { CaptainPicker } from './captain-picker';
import { SpiritGameCard } from './spirit-game-card';
import { getSpiritQueue, spiritKey } from './spirit-queue';
import { usePendingSpirit } from './use-pending-spirit';

export function SpiritTab() {
  const result = useAccountApi(clubApi.spirit, {});
  const { user } = useCurrentUser();
  const pending = usePendingSpirit(user?.id);
  const online = useOnline();
  const [openGame, setOpenGame] = useState<number | null>(null);

  const give = (body: Omit<SubmitSpiritBody, 'id' | 'at'>) => {
    if (!user) return;
    const id = crypto.randomUUID();
    setOpenGame(null);
    void getSpiritQueue().save(
      spiritKey(Number(body.gameId)),
      user.id,
      { ...body, id, at: Date.now() },
      id,
    );
  };

  return (
    <Stack gap="6">
      <TabSection title={SPIRIT_TEXT.title}>
        <Text color="fg.muted">{SPIRIT_TEXT.intro}</Text>
        <DataState
          result={result}
          isEmpty={(answer) => answer.club !== null && answer.games.length === 0}
          empty={SPIRIT_TEXT.noGames}
        >
          {(answer) =>
            answer.club === null ? (
              <Text>{SPIRIT_TEXT.notCaptain}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="3">
                {answer.games.map((game) => (
                  <SpiritGameCard
                    key={game.gameId}
                    game={game}
                    pending={pending.get(game.gameId)}
                    online={online}
                    open={openGame === game.gameId}
                    onToggle={() => setOpenGame(openGame === game.gameId ? null : game.gameId)}
                    onGive={give}
                    onDismiss={() => void getSpiritQueue().dismiss(spiritKey(game.gameId))}
                  />
                ))}
              </Stack>
            )
          }
        </DataState>
      </TabSection>
      {result.data && result.data.captains.length > 0 ? (
        <TabSection title={SPIRIT_TEXT.captains}>
          <CaptainPicker slots={result.data.captains} onSaved={() => void result.refresh()} />
        </TabSection>
      ) : null}
    </Stack>
  );
}
