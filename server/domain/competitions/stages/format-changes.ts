// The console's other changes to a saved format: its rule set (the pools ranked again and the
// slots filled again by the progression), removing it before any of its games has begun, and
// staff's decision on a correction that would change a game already begun. Each in the caller's
// transaction with the competition locked, audited there.
import type {
  DecideConflictBody,
  DeleteFormatBody,
  TieBreakRulesBody,
} from '../../../../src/contract/competition-stages';
import { slotLabel } from '../../../../src/contract/rules/placeholders';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { AuthUser } from '../../../auth/auth-user';
import { BusinessError, ErrorCode, notFound } from '../../../http/business-error';
import { clubNamesOf } from './console-stages';
import { fillSide } from './fill-side';
import { lockCompetition, progressFormat } from './progression';
import { STAGE_MSG as M } from './stage-messages';
import type { Trx } from './stage-trx';
import { hasBegun, readStoredFormat, slotOf } from './stored-format';

type By = { user: AuthUser; now: number };

export async function setTieBreakRules(
  trx: Trx,
  competitionId: number,
  body: TieBreakRulesBody,
  by: By,
): Promise<number[]> {
  const before = await lockCompetition(trx, competitionId);
  await trx
    .updateTable('competitions')
    .set({ tie_break_rules: body.rules })
    .where('id', '=', competitionId)
    .execute();
  await recordStaffWrite(trx, by.user, by.now, {
    action: 'competition.tie_break_rules',
    targetType: 'competition',
    targetId: competitionId,
    summary: M.audit.rules(body.rules),
    before: { rules: before.tie_break_rules },
    after: { rules: body.rules },
  });
  return progressFormat(trx, competitionId, { id: by.user.id, now: by.now });
}

/** Removes the format and its games; answers the removed games' ids. */
export async function deleteFormat(
  trx: Trx,
  competitionId: number,
  body: DeleteFormatBody,
  by: By,
): Promise<number[]> {
  await lockCompetition(trx, competitionId);
  const stored = await readStoredFormat(trx, competitionId);
  if (!stored) throw new BusinessError(M.noFormat, ErrorCode.business);
  for (const [number, game] of stored.games) {
    if (hasBegun(game)) throw new BusinessError(M.formatBegun(number), ErrorCode.business);
  }
  const ids = [...stored.games.values()].map((game) => game.id);
  if (ids.length > 0) {
    // A game not begun has no events; its assignments, players and conflicts go with it.
    await trx.deleteFrom('stage_conflicts').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('volunteer_assignments').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('game_players').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('games').where('id', 'in', ids).execute();
  }
  await trx.deleteFrom('tie_decisions').where('competition_id', '=', competitionId).execute();
  await trx.deleteFrom('competition_stages').where('competition_id', '=', competitionId).execute();
  await trx.deleteFrom('competition_formats').where('competition_id', '=', competitionId).execute();
  await recordStaffWrite(trx, by.user, by.now, {
    action: 'competition.format_delete',
    targetType: 'competition',
    targetId: competitionId,
    summary: M.audit.delete(body.reason),
    before: { templateId: stored.templateId, seeds: stored.seeds, gameIds: ids },
  });
  return ids;
}

/** Applies or keeps; answers the competition and the games changed. */
export async function decideConflict(
  trx: Trx,
  conflictId: number,
  body: DecideConflictBody,
  by: By,
): Promise<{ competitionId: number; games: number[] }> {
  const found = await trx
    .selectFrom('stage_conflicts')
    .select(['competition_id'])
    .where('id', '=', conflictId)
    .executeTakeFirst();
  if (!found) throw notFound('待处理的更正冲突');
  await lockCompetition(trx, found.competition_id);
  const conflict = await trx
    .selectFrom('stage_conflicts as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select([
      's.id',
      's.game_id',
      's.side',
      's.proposed_club_id',
      's.decided_at',
      'g.home_slot',
      'g.away_slot',
    ])
    .where('s.id', '=', conflictId)
    .executeTakeFirstOrThrow();
  if (conflict.decided_at !== null) throw new BusinessError(M.conflictDecided, ErrorCode.business);
  const games: number[] = [];
  if (body.apply) {
    const slot = slotOf(conflict.side === 'home' ? conflict.home_slot : conflict.away_slot);
    const proposed = conflict.proposed_club_id;
    const names = await clubNamesOf(trx, proposed === null ? [] : [proposed]);
    await fillSide(
      trx,
      { id: conflict.game_id, competition_id: found.competition_id },
      conflict.side,
      proposed === null
        ? { clubId: null, label: slot ? slotLabel(slot) : M.unknownTeam }
        : { clubId: proposed, name: names.get(proposed) ?? String(proposed) },
    );
    games.push(conflict.game_id);
  }
  await trx
    .updateTable('stage_conflicts')
    .set({
      decided_at: new Date(by.now).toISOString(),
      decided_by: by.user.id,
      applied: body.apply ? 1 : 0,
      reason: body.reason,
    })
    .where('id', '=', conflictId)
    .execute();
  await recordStaffWrite(trx, by.user, by.now, {
    action: 'game.stage_conflict',
    targetType: 'game',
    targetId: conflict.game_id,
    summary: M.audit.decide(body.apply, body.reason),
    after: { conflictId, apply: body.apply },
  });
  const more = await progressFormat(trx, found.competition_id, { id: by.user.id, now: by.now });
  return { competitionId: found.competition_id, games: [...new Set([...games, ...more])] };
}
