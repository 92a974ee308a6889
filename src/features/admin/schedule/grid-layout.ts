// How the schedule grid lays a day out: the competition's fields as columns (every field it uses on
// any day, so a game can move to a field not yet used that day) and the day's time slots as rows —
// one slot length apart from the day's first game to past its last, plus any game's own time off
// that rhythm — with each cell's games.
import { atMinute, minuteOf, type SlotGame } from '../../../contract/rules/schedule-clashes';

export interface GridDay {
  fields: string[];
  times: string[];
  cell: (time: string, field: string) => SlotGame[];
}

/** The days the grid offers: every day with a game, and the competition's own days. */
export function gridDays(games: readonly SlotGame[], startDate: string, endDate: string) {
  const days = new Set(games.map((game) => game.date));
  for (let minute = minuteOf(startDate, '00:00'); ; minute += 1440) {
    const { date } = atMinute(minute);
    if (date > endDate || days.size > 60) break;
    days.add(date);
  }
  return [...days].sort();
}

const byName = (a: string, b: string) => a.localeCompare(b, 'zh-CN', { numeric: true });

export function layoutDay(games: readonly SlotGame[], date: string, slotMinutes: number): GridDay {
  const shown = games.filter((game) => game.state !== 'cancelled');
  const fields = [...new Set(shown.map((game) => game.field.trim()))].sort(byName);
  const today = shown.filter((game) => game.date === date);
  const starts = today.map((game) => minuteOf(date, game.time));
  const first = starts.length > 0 ? Math.min(...starts) : minuteOf(date, '09:00');
  const last = starts.length > 0 ? Math.max(...starts) : first;
  const times = new Set(today.map((game) => game.time));
  for (let minute = first; minute <= last + slotMinutes; minute += slotMinutes) {
    const at = atMinute(minute);
    if (at.date === date) times.add(at.time);
  }
  return {
    fields: fields.length > 0 ? fields : ['1号场'],
    times: [...times].sort(),
    cell: (time, field) =>
      today.filter((game) => game.time === time && game.field.trim() === field),
  };
}
