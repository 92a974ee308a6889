// The schedule grid's writes (docs/competitions.md, "The schedule grid"): its settings, moving games
// and 雨天顺延. Each runs in the caller's transaction with the competition's row locked, so two staff
// members moving games at once take turns and the second is judged against what the first saved.
// The shared rules judge the games as they would be; any clash refuses the whole change, naming the
// game, and nothing is written. A change that stands leaves one audit row per game it moved.
import {
  checkPlacements,
  gameName,
  shiftPlacements,
  type Clash,
  type Placement,
  type SlotGame,
} from '../../../../src/contract/rules/schedule-clashes';
import type {
  GridChange,
  GridSettingsBody,
  ShiftGamesBody,
} from '../../../../src/contract/schedule-grid';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../auth/auth-user';
import type { Database } from '../../../db/schema';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { lockCompetition } from '../../competitions/stages/progression';
import type { Trx } from '../../competitions/stages/stage-trx';
import { readGrid } from './read-grid';
import { GRID_MSG as M } from './grid-messages';

export interface GridWriter {
  user: AuthUser;
  now: number;
}

function refuse(clashes: readonly Pick<Clash, 'gameId' | 'message'>[]): never {
  const [first] = clashes;
  throw new BusinessError(
    first?.message ?? '',
    ErrorCode.business,
    clashes.map((clash) => ({ path: `games.${clash.gameId}`, message: clash.message })),
  );
}

/** What the placements would change, judged by the shared rules; refusals listed, nothing saved. */
export function judge(
  games: readonly SlotGame[],
  placements: readonly Placement[],
  settings: { slotMinutes: number; minRestMinutes: number },
  extra: Clash[] = [],
): GridChange {
  const byId = new Map(games.map((game) => [game.id, game]));
  const { clashes, warnings } = checkPlacements(games, placements, settings);
  const moved = placements.flatMap((p) => {
    const game = byId.get(p.gameId);
    if (!game) return [];
    return [
      {
        gameId: p.gameId,
        name: gameName(game),
        from: { date: game.date, time: game.time, field: game.field },
        to: { date: p.date, time: p.time, field: p.field },
      },
    ];
  });
  return { moved, clashes: [...extra, ...clashes], warnings };
}

async function save(trx: Trx, by: GridWriter, change: GridChange) {
  for (const { gameId, name, from, to } of change.moved) {
    await trx.updateTable('games').set(to).where('id', '=', gameId).execute();
    await recordStaffWrite(trx, by.user, by.now, {
      action: 'game.move',
      targetType: 'game',
      targetId: gameId,
      summary: M.audit.move(name, `${to.date} ${to.time} ${to.field}`),
      before: from,
      after: to,
    });
  }
}

export async function moveGames(
  trx: Trx,
  competitionId: number,
  placements: readonly Placement[],
  by: GridWriter,
): Promise<GridChange> {
  await lockCompetition(trx, competitionId);
  const grid = await readGrid(trx, competitionId);
  const byId = new Map(grid.games.map((game) => [game.id, game]));
  const refusals = placements.flatMap((p): Pick<Clash, 'gameId' | 'message'>[] => {
    const game = byId.get(p.gameId);
    if (!game) return [{ gameId: p.gameId, message: M.notInCompetition(p.gameId) }];
    if (game.state === 'cancelled')
      return [{ gameId: game.id, message: M.cancelled(gameName(game)) }];
    if (game.state !== 'open') return [{ gameId: game.id, message: M.begun(gameName(game)) }];
    return [];
  });
  if (refusals.length > 0) refuse(refusals);
  const change = judge(grid.games, placements, grid.settings);
  if (change.clashes.length > 0) refuse(change.clashes);
  await save(trx, by, change);
  return change;
}

/** 雨天顺延 judged, without saving: what the preview shows (its clashes listed, not thrown). */
export async function previewShift(
  db: Kysely<Database> | Trx,
  competitionId: number,
  block: ShiftGamesBody,
): Promise<GridChange> {
  const grid = await readGrid(db, competitionId);
  const { placements, outOfDay } = shiftPlacements(grid.games, block);
  return judge(grid.games, placements, grid.settings, outOfDay);
}

export async function shiftGames(
  trx: Trx,
  competitionId: number,
  block: ShiftGamesBody,
  by: GridWriter,
): Promise<GridChange> {
  await lockCompetition(trx, competitionId);
  const change = await previewShift(trx, competitionId, block);
  if (change.moved.length === 0) throw new BusinessError(M.nothingInBlock);
  if (change.clashes.length > 0) refuse(change.clashes);
  await save(trx, by, change);
  await recordStaffWrite(trx, by.user, by.now, {
    action: 'competition.shift',
    targetType: 'competition',
    targetId: competitionId,
    summary: M.audit.shift(block.date, block.from, block.to, block.minutes, change.moved.length),
    after: block,
  });
  return change;
}

export async function saveGridSettings(
  trx: Trx,
  competitionId: number,
  settings: GridSettingsBody,
  by: GridWriter,
): Promise<GridSettingsBody> {
  await lockCompetition(trx, competitionId);
  const before = await trx
    .selectFrom('competitions')
    .select(['slot_minutes', 'min_rest_minutes'])
    .where('id', '=', competitionId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('competitions')
    .set({ slot_minutes: settings.slotMinutes, min_rest_minutes: settings.minRestMinutes })
    .where('id', '=', competitionId)
    .execute();
  await recordStaffWrite(trx, by.user, by.now, {
    action: 'competition.grid_settings',
    targetType: 'competition',
    targetId: competitionId,
    summary: M.audit.settings(settings.slotMinutes, settings.minRestMinutes),
    before: { slotMinutes: before.slot_minutes, minRestMinutes: before.min_rest_minutes },
    after: settings,
  });
  return settings;
}
