// An entry's roster meets the season's rules, or the call is refused naming each player and why
// (「以下球员不符合参赛资格：张三：2027年度会员未生效」). A competition no season holds is not checked.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { BusinessError } from '../../../http/business-error';
import { playersEligibility, type EligibilityCompetition } from './player-eligibility';
import { seasonOfDate } from './season-of-date';
import { MSG } from './eligibility-messages';

type Db = Kysely<Database> | Transaction<Database>;

export async function assertEligible(
  db: Db,
  competition: EligibilityCompetition,
  userIds: readonly number[],
  today: string,
): Promise<void> {
  const season = await seasonOfDate(db, competition.start_date);
  if (!season) return;
  const players = await playersEligibility(db, competition, season, userIds, today);
  const problems = players.flatMap((player) => (player.problem === null ? [] : [player.problem]));
  if (problems.length === 0) return;
  throw new BusinessError(MSG.refused(problems), undefined, {
    players: players.filter((player) => player.problem !== null),
  });
}
