// Progression (docs/competitions.md, "Stages and progression"): after anything that may change a
// format game's result (a game finished, a forfeit, a correction, a cancellation, a last-resort
// result, a rule set), the shared rules fill every slot they now decide, in the caller's
// transaction with the competition's row locked. A game not begun takes the new team (its roster
// copied) with an audit row; a game already begun is never changed silently: the change waits in
// stage_conflicts for staff to decide. Answers the games it changed, whose public answers the
// caller raises once committed.
import { slotLabel } from '../../../../src/contract/rules/placeholders';
import type { Team } from '../../../db/schema';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { notFound } from '../../../http/business-error';
import { fillSide } from './fill-side';
import { STAGE_MSG as M } from './stage-messages';
import {
  hasBegun,
  readStoredFormat,
  resolveStored,
  slotOf,
  type FormatGameRow,
  type StoredFormat,
} from './stored-format';
import type { Trx } from './stage-trx';
import { markClubRecords } from '../../records/clubs/mark-club-records';

export interface ProgressBy {
  id: number;
  now: number;
}

/** Locks the competition's row (an update to itself), so two writers of its format take turns. */
export async function lockCompetition(trx: Trx, competitionId: number) {
  const row = await trx
    .updateTable('competitions')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', competitionId)
    .returning(['id', 'name', 'forfeit_points', 'tie_break_rules'])
    .executeTakeFirst();
  if (!row) throw notFound('赛事');
  return row;
}

export const gameWhere = (number: number, code: string) => `第${number}场（${code}）`;

async function clubNames(trx: Trx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await trx
    .selectFrom('clubs')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function whoActs(trx: Trx, by: ProgressBy) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', by.id)
    .executeTakeFirstOrThrow();
  return user;
}

/** A begun game whose slot now gives another team: one waiting conflict per game and side. */
async function recordConflict(
  trx: Trx,
  stored: StoredFormat,
  row: FormatGameRow,
  side: Team,
  proposed: number | null,
  at: string,
): Promise<boolean> {
  const current = side === 'home' ? row.home_club_id : row.away_club_id;
  const open = await trx
    .selectFrom('stage_conflicts')
    .select(['id', 'proposed_club_id'])
    .where('game_id', '=', row.id)
    .where('side', '=', side)
    .where('decided_at', 'is', null)
    .executeTakeFirst();
  if (open) {
    if (open.proposed_club_id === proposed) return false;
    await trx
      .updateTable('stage_conflicts')
      .set({ proposed_club_id: proposed, created_at: at })
      .where('id', '=', open.id)
      .execute();
    return true;
  }
  // A decision already taken on this same change is not asked again.
  const decided = await trx
    .selectFrom('stage_conflicts')
    .select('id')
    .where('game_id', '=', row.id)
    .where('side', '=', side)
    .where('proposed_club_id', proposed === null ? 'is' : '=', proposed)
    .where('current_club_id', current === null ? 'is' : '=', current)
    .executeTakeFirst();
  if (decided) return false;
  await trx
    .insertInto('stage_conflicts')
    .values({
      competition_id: stored.competitionId,
      game_id: row.id,
      side,
      current_club_id: current,
      proposed_club_id: proposed,
      created_at: at,
      decided_at: null,
      decided_by: null,
      applied: null,
      reason: null,
    })
    .execute();
  return true;
}

export async function progressFormat(
  trx: Trx,
  competitionId: number,
  by: ProgressBy,
): Promise<number[]> {
  await lockCompetition(trx, competitionId);
  // A new rule set, a tie decided or a conflict settled may move final places.
  await markClubRecords(trx, competitionId);
  const stored = await readStoredFormat(trx, competitionId);
  if (!stored) return [];
  const resolved = resolveStored(stored);
  const wanted = resolved.games.flatMap((g) => g.fromSlots.map((team) => Number(team)));
  const names = await clubNames(
    trx,
    wanted.filter((id) => Number.isInteger(id) && id > 0),
  );
  const changed = new Set<number>();
  const at = new Date(by.now).toISOString();
  let actor: { id: number; name: string } | null = null;
  const audit = async (row: FormatGameRow, action: string, summary: string) => {
    actor ??= await whoActs(trx, by);
    await recordStaffWrite(trx, actor, by.now, {
      action,
      targetType: 'game',
      targetId: row.id,
      summary,
    });
  };

  for (const game of stored.format.games) {
    const row = stored.games.get(game.number);
    const known = resolved.games[game.number - 1];
    if (!row || !known) continue;
    const where = gameWhere(game.number, game.code);
    for (const [index, side] of (['home', 'away'] as const).entries()) {
      const want = known.fromSlots[index] ?? null;
      const wantId = want === null ? null : Number(want);
      const have = side === 'home' ? row.home_club_id : row.away_club_id;
      if (wantId === have) continue;
      const slot = slotOf(side === 'home' ? row.home_slot : row.away_slot);
      const label = slot ? slotLabel(slot) : M.unknownTeam;
      const nameOf = (id: number | null) => (id === null ? label : (names.get(id) ?? label));
      if (hasBegun(row)) {
        if (await recordConflict(trx, stored, row, side, wantId, at)) {
          await audit(row, 'stage.conflict', M.audit.conflict(where, label));
        }
        continue;
      }
      await fillSide(
        trx,
        { id: row.id, competition_id: competitionId },
        side,
        wantId === null ? { clubId: null, label } : { clubId: wantId, name: nameOf(wantId) },
      );
      changed.add(row.id);
      await audit(
        row,
        have === null ? 'stage.fill' : 'stage.refill',
        have === null
          ? M.audit.fill(where, label, nameOf(wantId))
          : M.audit.refill(
              where,
              label,
              side === 'home' ? row.home_name : row.away_name,
              nameOf(wantId),
            ),
      );
    }
  }
  return [...changed];
}
