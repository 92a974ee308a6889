// One finished game of the club: the opponent, the result, where the club's spirit score stands
// (not given, given with its total, saved on the phone waiting for the network, refused by the
// server) and the form to give or change it until the deadline.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { SpiritGame, SubmitSpiritBody } from '../../../contract/spirit';
import type { SpiritMarks } from '../../../contract/rules/spirit-standings';
import { SPIRIT_TEXT } from '../messages';
import { DEFAULT_MARKS, SpiritForm } from './spirit-form';
import type { PendingSpirit } from './use-pending-spirit';

export interface SpiritGameCardProps {
  game: SpiritGame;
  pending: PendingSpirit | undefined;
  online: boolean;
  open: boolean;
  onToggle: () => void;
  onGive: (body: Omit<SubmitSpiritBody, 'id' | 'at'>) => void;
  onDismiss: () => void;
}

const marksOf = (source: SpiritMarks): SpiritMarks => ({
  rules: source.rules,
  fouls: source.fouls,
  fairness: source.fairness,
  attitude: source.attitude,
  communication: source.communication,
});

function StandingLine({
  game,
  pending,
  online,
}: Pick<SpiritGameCardProps, 'game' | 'pending' | 'online'>) {
  if (pending && pending.rejection === null) {
    return (
      <Text role="status" color="orange.fg" fontWeight="semibold">
        {online ? SPIRIT_TEXT.sending : SPIRIT_TEXT.savedOffline}
      </Text>
    );
  }
  if (game.given) {
    return (
      <Text role="status" color="green.fg" fontWeight="semibold">
        {SPIRIT_TEXT.given(game.given.total)}
        <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
          {SPIRIT_TEXT.givenBy(game.given.submittedBy)}
        </Text>
      </Text>
    );
  }
  return (
    <Text role="status" color="fg.muted">
      {SPIRIT_TEXT.notGiven}
    </Text>
  );
}

export function SpiritGameCard({
  game,
  pending,
  online,
  open,
  onToggle,
  onGive,
  onDismiss,
}: SpiritGameCardProps) {
  const opponent = game.team === 'home' ? game.away : game.home;
  const latest = pending?.rejection === null ? pending.body : game.given;
  const initial = latest
    ? { marks: marksOf(latest as SpiritMarks), comment: latest.comment ?? '' }
    : { marks: DEFAULT_MARKS, comment: '' };
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted" display="flex" gap="2" flexWrap="wrap">
          <span>{game.competitionName}</span>
          <span>
            {game.date} {game.time}
          </span>
          {game.round ? <span>{game.round}</span> : null}
        </Text>
        <Text fontWeight="semibold">
          {SPIRIT_TEXT.versus(game.home.name, game.away.name)}
          <Text as="span" ms="2" fontVariantNumeric="tabular-nums">
            {game.homeScore} : {game.awayScore}
          </Text>
        </Text>
        <Text fontSize="sm">
          {SPIRIT_TEXT.opponent(opponent.name)} ·{' '}
          {game.open ? SPIRIT_TEXT.deadline(game.deadline) : SPIRIT_TEXT.closed}
        </Text>
        <StandingLine game={game} pending={pending} online={online} />
        {pending?.rejection ? (
          <Box
            role="alert"
            borderWidth="1px"
            borderColor="red.muted"
            bg="red.subtle"
            p="3"
            borderRadius="l2"
          >
            <Text fontWeight="semibold">{SPIRIT_TEXT.refused}</Text>
            <Text>{pending.rejection.message}</Text>
            <Button mt="2" size="sm" minH="11" variant="outline" onClick={onDismiss}>
              {SPIRIT_TEXT.dismiss}
            </Button>
          </Box>
        ) : null}
        {game.open && !open ? (
          <Box>
            <Button variant="outline" minH="11" onClick={onToggle}>
              {game.given || pending ? SPIRIT_TEXT.edit : SPIRIT_TEXT.give}
            </Button>
          </Box>
        ) : null}
        {game.open && open ? (
          <SpiritForm gameId={game.gameId} initial={initial} onGive={onGive} onCancel={onToggle} />
        ) : null}
      </Stack>
    </Box>
  );
}
