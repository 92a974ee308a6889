// The schedule grid's rules (docs/competitions.md, "The schedule grid"): given a competition's
// games with their date, time, field, teams or placeholders, volunteers and the games each waits
// for, find what cannot be played as placed — a team, a field or a volunteer in two games at once,
// a game that starts before a game it depends on can have finished — and warn where a team rests
// less than the competition's minimum. Every game lasts one slot. The console runs them before it
// saves, the server again inside the transaction that saves, so both refuse in the same words.
import { CLASH_MSG } from './schedule-clash-messages';

/** open: not begun, may move; begun: under way; final: finished or forfeited; cancelled: no slot. */
export type GameState = 'open' | 'begun' | 'final' | 'cancelled';

export interface SlotGame {
  id: number;
  /** YYYY-MM-DD and HH:MM, the association's local time. */
  date: string;
  time: string;
  field: string;
  /** 「甲 对 乙」, or the placeholders 「A组第1 对 B组第2」 while unknown. */
  teams: string;
  /** 「第13场（SF1）」 for a game of a championship format, else null. */
  number: string | null;
  /**
   * Each side's team: `club:<id>` when known, else the key of the placeholder's source, so two
   * games filled from the same source (both waiting for 「第1场胜者」) are the same team.
   */
  sides: { key: string; name: string }[];
  volunteers: { id: number; name: string }[];
  /** Ids of the games whose results decide this game's placeholders. */
  dependsOn: number[];
  state: GameState;
}

export interface ScheduleSettings {
  slotMinutes: number;
  minRestMinutes: number;
}

export type ClashKind = 'team' | 'field' | 'volunteer' | 'dependency' | 'day';

export interface Clash {
  kind: ClashKind;
  /** The game the message belongs beside (the one moved, when one of the two was). */
  gameId: number;
  otherId: number | null;
  message: string;
}

export interface RestWarning {
  gameId: number;
  otherId: number;
  team: string;
  restMinutes: number;
  message: string;
}

export interface ScheduleCheck {
  clashes: Clash[];
  warnings: RestWarning[];
}

export interface Placement {
  gameId: number;
  date: string;
  time: string;
  field: string;
}

/** Minutes since the epoch of a local date and time (read as UTC, so no zone shifts it). */
export const minuteOf = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 60000;

export function atMinute(minute: number): { date: string; time: string } {
  const iso = new Date(minute * 60000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const startOf = (game: SlotGame) => minuteOf(game.date, game.time);

/** 「甲 对 乙（5月10日 09:00 1号场）」, with 「第13场（SF1）」 before it in a format. */
export function gameName(game: Pick<SlotGame, 'date' | 'time' | 'field' | 'teams' | 'number'>) {
  const [, month, day] = game.date.split('-').map(Number);
  return CLASH_MSG.gameName(
    game.teams,
    `${month}月${day}日 ${game.time} ${game.field}`,
    game.number,
  );
}

function sharedSide(a: SlotGame, b: SlotGame) {
  return a.sides.find((side) => b.sides.some((other) => other.key === side.key)) ?? null;
}

function overlapClashes(a: SlotGame, b: SlotGame): Omit<Clash, 'gameId' | 'otherId'>[] {
  const found: Omit<Clash, 'gameId' | 'otherId'>[] = [];
  const [name, other] = [gameName(a), gameName(b)];
  if (a.field.trim() === b.field.trim()) {
    found.push({ kind: 'field', message: CLASH_MSG.field(a.field.trim(), name, other) });
  }
  const team = sharedSide(a, b);
  if (team) found.push({ kind: 'team', message: CLASH_MSG.team(team.name, name, other) });
  const volunteer = a.volunteers.find((v) => b.volunteers.some((w) => w.id === v.id));
  if (volunteer) {
    found.push({ kind: 'volunteer', message: CLASH_MSG.volunteer(volunteer.name, name, other) });
  }
  return found;
}

/** `later` waits for `earlier` and starts before `earlier` can have finished. */
function startsTooEarly(later: SlotGame, earlier: SlotGame, slot: number) {
  if (!later.dependsOn.includes(earlier.id) || earlier.state === 'final') return null;
  const ready = startOf(earlier) + slot;
  if (startOf(later) >= ready) return null;
  const at = atMinute(ready);
  const readyAt = at.date === later.date ? at.time : `${at.date} ${at.time}`;
  return CLASH_MSG.dependency(gameName(later), gameName(earlier), readyAt);
}

/**
 * Every clash and rest warning among `games`. With `concern`, only those that involve one of its
 * games: a move is judged by what it causes, not by an older clash elsewhere on the schedule.
 */
export function checkSchedule(
  games: readonly SlotGame[],
  settings: ScheduleSettings,
  concern?: ReadonlySet<number>,
): ScheduleCheck {
  const slot = settings.slotMinutes;
  const placed = games
    .filter((game) => game.state !== 'cancelled')
    .sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
  const clashes: Clash[] = [];
  const warnings: RestWarning[] = [];
  for (const [i, a] of placed.entries()) {
    for (const b of placed.slice(i + 1)) {
      if (concern && !concern.has(a.id) && !concern.has(b.id)) continue;
      // The message sits beside the game that was moved; b starts no earlier than a.
      const [mine, theirs] = concern && !concern.has(b.id) ? [a, b] : [b, a];
      const gap = startOf(b) - startOf(a);
      if (gap < slot) {
        for (const clash of overlapClashes(mine, theirs)) {
          clashes.push({ ...clash, gameId: mine.id, otherId: theirs.id });
        }
      }
      for (const [later, earlier] of [
        [b, a],
        [a, b],
      ] as const) {
        const message = startsTooEarly(later, earlier, slot);
        if (message) {
          clashes.push({ kind: 'dependency', gameId: later.id, otherId: earlier.id, message });
        }
      }
      const team = sharedSide(a, b);
      const rest = gap - slot;
      if (team && rest >= 0 && rest < settings.minRestMinutes) {
        warnings.push({
          gameId: mine.id,
          otherId: theirs.id,
          team: team.name,
          restMinutes: rest,
          message: CLASH_MSG.rest(
            team.name,
            gameName(b),
            gameName(a),
            rest,
            settings.minRestMinutes,
          ),
        });
      }
    }
  }
  return { clashes, warnings };
}

/** The games as they would be after the placements (a game not named stays where it is). */
export function applyPlacements(games: readonly SlotGame[], placements: readonly Placement[]) {
  const to = new Map(placements.map((p) => [p.gameId, p]));
  return games.map((game) => {
    const place = to.get(game.id);
    return place ? { ...game, date: place.date, time: place.time, field: place.field } : game;
  });
}

/** Checks placements against the rest of the schedule: only what the moved games cause. */
export function checkPlacements(
  games: readonly SlotGame[],
  placements: readonly Placement[],
  settings: ScheduleSettings,
): ScheduleCheck {
  const moved = new Set(placements.map((p) => p.gameId));
  return checkSchedule(applyPlacements(games, placements), settings, moved);
}

export interface ShiftBlock {
  date: string;
  /** The block's first and last slot (HH:MM), both included. */
  from: string;
  to: string;
  minutes: number;
  /** Only this field's games; every field when null. */
  field: string | null;
}

/**
 * 雨天顺延: every game of the block not yet begun, moved by the minutes (a game under way or over
 * stays where it was played). A game pushed past the day's end is a clash of its own.
 */
export function shiftPlacements(games: readonly SlotGame[], block: ShiftBlock) {
  const inBlock = games.filter(
    (game) =>
      game.state === 'open' &&
      game.date === block.date &&
      game.time >= block.from &&
      game.time <= block.to &&
      (block.field === null || game.field.trim() === block.field.trim()),
  );
  const placements: Placement[] = [];
  const outOfDay: Clash[] = [];
  for (const game of inBlock) {
    const at = atMinute(startOf(game) + block.minutes);
    if (at.date !== game.date) {
      outOfDay.push({
        kind: 'day',
        gameId: game.id,
        otherId: null,
        message: CLASH_MSG.outOfDay(gameName(game)),
      });
    }
    placements.push({ gameId: game.id, date: at.date, time: at.time, field: game.field });
  }
  return { placements, outOfDay };
}
