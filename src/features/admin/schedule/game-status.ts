// A game's status as the schedule shows it: cancelled and forfeit stand beside the scoring state.
import type { AdminGame } from '../../../contract/admin-schedule';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

export type ShownStatus = keyof typeof M.status;

export function shownStatus(game: AdminGame): ShownStatus {
  if (game.cancelledAt !== null) return 'cancelled';
  if (game.forfeitTeam !== null) return 'forfeit';
  return game.status;
}

export const STATUS_PALETTE: Record<ShownStatus, { bg: string; color: string }> = {
  scheduled: { bg: 'gray.200', color: 'gray.900' },
  live: { bg: 'green.800', color: 'white' },
  finished: { bg: 'gray.700', color: 'white' },
  cancelled: { bg: 'red.100', color: 'red.900' },
  forfeit: { bg: 'orange.100', color: 'orange.900' },
};
