// One game of a championship stage: its name (半决赛1, 决赛), when and where, and both sides, a side
// being its team once known and its placeholder (「A组第1」) until then, shown muted and marked
// 待定 so no one reads a label as a club. The winner of a final game is in bold.
import { Box, Flex, Text } from '@chakra-ui/react';
import type { StageGame, StageSide } from '../../../contract/championship';
import { laidOutWhenNear } from '../../../theme/components/laid-out-when-near';
import { gameTitle } from './game-title';
import { isPlaceholder } from './stage-side';
import { STAGE_MESSAGES as M } from './stage-messages';

function SideRow({ side, score, won }: { side: StageSide; score: string; won: boolean }) {
  const placeholder = isPlaceholder(side);
  return (
    <Flex justify="space-between" gap="2" align="baseline">
      <Box minW="0" overflowWrap="anywhere">
        <Text
          as="span"
          fontWeight={won ? 'bold' : 'medium'}
          color={placeholder ? 'fg.muted' : 'fg'}
          fontStyle={placeholder ? 'italic' : 'normal'}
        >
          {placeholder ? side.slot.label : side.name}
        </Text>
        {placeholder ? null : (
          <Text as="span" fontSize="xs" color="fg.muted" ms="1">
            {side.slot.label}
          </Text>
        )}
      </Box>
      <Text as="span" fontWeight={won ? 'bold' : 'normal'} fontVariantNumeric="tabular-nums">
        {score}
      </Text>
    </Flex>
  );
}

export function StageGameCard({ game }: { game: StageGame }) {
  const played = game.status !== 'scheduled' && !game.cancelled && !game.forfeitTeam;
  const final = game.status === 'finished' && !game.cancelled && !game.forfeitTeam;
  // A forfeit is won by the side that came, whatever the score columns hold.
  const homeWon = game.forfeitTeam === 'away' || (final && game.homeScore > game.awayScore);
  const awayWon = game.forfeitTeam === 'home' || (final && game.awayScore > game.homeScore);
  const scoreOf = (side: 'home' | 'away') => {
    if (game.forfeitTeam) return game.forfeitTeam === side ? M.forfeit : '';
    if (!played) return '';
    return String(side === 'home' ? game.homeScore : game.awayScore);
  };
  const status = game.cancelled
    ? M.cancelled
    : game.forfeitTeam
      ? M.forfeit
      : M.statusLabel[game.status];
  const pending = isPlaceholder(game.home) || isPlaceholder(game.away);
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor={game.status === 'live' ? 'red.solid' : 'border'}
      borderRadius="l2"
      bg="bg"
      p="2"
      display="grid"
      gap="1"
      data-game-code={game.code}
      className="stage-game"
      {...laidOutWhenNear('8.5rem')}
    >
      <Box fontSize="xs" color="fg.muted">
        <Text fontWeight="semibold" color="fg">
          {gameTitle(game.code, game.decides)}
        </Text>
        <Text>
          {M.gameNumber(game.number)} · {game.time} {game.field} · {pending ? M.pending : status}
        </Text>
      </Box>
      <SideRow side={game.home} score={scoreOf('home')} won={homeWon} />
      <SideRow side={game.away} score={scoreOf('away')} won={awayWon} />
    </Box>
  );
}
