// The season ranking's rules staff set in the console (docs/records.md, "The season ranking"):
// the points a competition's winner gets per COMPETITION_LEVEL code, and how many of a club's
// best results count. Every level of the list of values is shown, 0 for one not set.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RankingRules, RankingRulesBody } from '../../../../src/contract/club-records';
import { lovNames } from '../../../db/lov-queries';
import { BusinessError } from '../../../http/business-error';
import { CLUB_RECORDS_MSG as M } from './club-records-messages';

type Db = Kysely<Database>;

export async function readRankingRules(db: Db): Promise<RankingRules> {
  const [levels, weights, rules] = await Promise.all([
    lovNames(db, 'COMPETITION_LEVEL'),
    db.selectFrom('ranking_level_weights').selectAll().execute(),
    db.selectFrom('ranking_rules').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
  ]);
  const points = new Map(weights.map((w) => [w.level, w.max_points]));
  return {
    bestOf: rules.best_of,
    weights: [...levels].map(([level, levelName]) => ({
      level,
      levelName,
      maxPoints: points.get(level) ?? 0,
    })),
    updatedAt: rules.updated_at,
  };
}

/** Replaces the rules; a level not in the list of values, or named twice, is refused. */
export async function writeRankingRules(
  trx: Db,
  body: RankingRulesBody,
  by: { userId: number; at: string },
): Promise<void> {
  const levels = await lovNames(trx, 'COMPETITION_LEVEL');
  const seen = new Set<string>();
  for (const weight of body.weights) {
    if (!levels.has(weight.level)) throw new BusinessError(M.unknownLevel(weight.level));
    if (seen.has(weight.level))
      throw new BusinessError(M.levelTwice(levels.get(weight.level) ?? ''));
    seen.add(weight.level);
  }
  await trx.deleteFrom('ranking_level_weights').execute();
  if (body.weights.length > 0) {
    await trx
      .insertInto('ranking_level_weights')
      .values(body.weights.map((w) => ({ level: w.level, max_points: w.maxPoints })))
      .execute();
  }
  await trx
    .updateTable('ranking_rules')
    .set({ best_of: body.bestOf, updated_at: by.at, updated_by: by.userId })
    .where('id', '=', 1)
    .execute();
}
