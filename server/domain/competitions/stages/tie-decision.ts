// 记录场边决胜 (docs/competitions.md, "Tie-breakers"): staff record the order a throw (WFDF) or a
// flip (USA Ultimate) gave a tie that only the last resort breaks. It must name exactly the teams
// of one such tie of a finished pool (refuseDecision of the shared rules), and the progression it
// unblocks runs in the same transaction.
import type { TieDecisionBody } from '../../../../src/contract/competition-stages';
import { refuseDecision, type PoolRanking } from '../../../../src/contract/rules/tie-breakers';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { AuthUser } from '../../../auth/auth-user';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { clubNamesOf } from './console-stages';
import { lockCompetition, progressFormat } from './progression';
import { STAGE_MSG as M } from './stage-messages';
import type { Trx } from './stage-trx';
import { readStoredFormat, resolveStored } from './stored-format';

const invalid = (message: string, path: string) =>
  new BusinessError(message, ErrorCode.validation, [{ path, message }]);

/** The ranking with names for ids, so a refusal names the teams as staff know them. */
function named(ranking: PoolRanking, nameOf: (team: string) => string): PoolRanking {
  return {
    standings: ranking.standings.map((s) => ({ ...s, team: nameOf(s.team) })),
    undecided: ranking.undecided.map((tie) => ({ ...tie, teams: tie.teams.map(nameOf) })),
  };
}

/** Records the result; answers the games the progression changed. */
export async function recordTieDecision(
  trx: Trx,
  competitionId: number,
  body: TieDecisionBody,
  by: { user: AuthUser; now: number },
): Promise<number[]> {
  await lockCompetition(trx, competitionId);
  const stored = await readStoredFormat(trx, competitionId);
  if (!stored) throw new BusinessError(M.noFormat, ErrorCode.business);
  const stage = stored.format.stages[body.stage - 1];
  if (!stage?.pools.some((pool) => pool.name === body.pool)) {
    throw invalid(M.noSuchPool(body.stage, body.pool), 'pool');
  }
  const ranking = resolveStored(stored).pools.find(
    (p) => p.stage === body.stage && p.pool === body.pool,
  )?.ranking;
  if (!ranking) throw new BusinessError(M.poolNotFinal(body.pool), ErrorCode.business);
  const names = await clubNamesOf(trx, [...stored.seeds, ...body.order]);
  const nameOf = (team: string) => names.get(Number(team)) ?? team;
  const order = body.order.map(String);
  const problem = refuseDecision(named(ranking, nameOf), order.map(nameOf));
  if (problem) throw invalid(problem, 'order');
  await trx
    .insertInto('tie_decisions')
    .values({
      competition_id: competitionId,
      stage: body.stage,
      pool: body.pool,
      teams: JSON.stringify(body.order),
      method: body.method,
      note: body.note ?? null,
      decided_by: by.user.id,
      decided_at: new Date(by.now).toISOString(),
    })
    .execute();
  await recordStaffWrite(trx, by.user, by.now, {
    action: 'competition.tie_decision',
    targetType: 'competition',
    targetId: competitionId,
    summary: M.audit.decision(body.pool, order.map(nameOf).join(' > ')),
    after: body,
  });
  return progressFormat(trx, competitionId, { id: by.user.id, now: by.now });
}
