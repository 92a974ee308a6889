// A game of the list whose sides are still placeholders: the phone fills them itself from the
// competition's answer it last read and the games it finished since (fill-placeholders.ts), and
// shows the teams so found as its own reckoning until the server's filling arrives with a sync.
import { matchApi } from '../../../contract/api/match';
import { useApi } from '../../../lib/api-read';
import { fillPlaceholders, type LocalFinal } from './fill-placeholders';
import { GameCard } from './game-card';
import type { DayGame } from './use-day-games';

export function PendingGameCard({
  day,
  localFinals,
}: {
  day: DayGame;
  localFinals: ReadonlyMap<number, LocalFinal>;
}) {
  const { game } = day;
  const answer = useApi(matchApi.detail, { params: { id: game.competitionId } }).data;
  const championship = answer?.championship;
  // The competition's forfeit score is not in its answer; a forfeit weighs as a game to the
  // winning score, which is what it counts for in every demo and template.
  const filled = championship
    ? fillPlaceholders(championship, localFinals, game.rules.pointsToWin).get(game.id)
    : undefined;
  return <GameCard {...day} reckoned={filled} />;
}
