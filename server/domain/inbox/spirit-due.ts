// Spirit scores due tomorrow (docs/messages.md, "Spirit scores due"): the contact of each club that
// has not yet given its score of a finished game is told the day before the competition's spirit
// deadline, once per game and club (spirit_reminders), however often the daily job runs.
import type { Kysely } from 'kysely';
import { spiritDeadlineOf } from '../../../src/contract/rules/spirit-deadline';
import { localDateString } from '../../db/local-date';
import type { Database } from '../../db/schema';
import { tell, type Teller } from './tell';
import { CLUB_TEXTS as T } from './inbox-texts';

const DAY_MS = 24 * 60 * 60_000;

export async function remindSpiritDue(db: Kysely<Database>, teller: Teller): Promise<number> {
  const nowMs = teller.now();
  const tomorrow = localDateString(new Date(nowMs + DAY_MS));
  const competitions = (
    await db
      .selectFrom('competitions')
      .select(['id', 'end_date', 'spirit_deadline'])
      .where('end_date', '<=', tomorrow)
      .execute()
  ).filter((c) => spiritDeadlineOf(c.end_date, c.spirit_deadline) === tomorrow);
  if (competitions.length === 0) return 0;

  return db.transaction().execute(async (trx) => {
    const lacking = await trx
      .selectFrom('games as g')
      .innerJoin('clubs as c', (join) =>
        join.on((eb) =>
          eb.or([
            eb('c.id', '=', eb.ref('g.home_club_id')),
            eb('c.id', '=', eb.ref('g.away_club_id')),
          ]),
        ),
      )
      .select(['g.id as game_id', 'c.id as club_id', 'c.contact_user_id'])
      .select(['g.home_name', 'g.away_name'])
      .where(
        'g.competition_id',
        'in',
        competitions.map((c) => c.id),
      )
      .where('g.status', '=', 'finished')
      .where('g.cancelled_at', 'is', null)
      .where('g.forfeit_team', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('spirit_scores as s')
              .select('s.id')
              .whereRef('s.game_id', '=', 'g.id')
              .whereRef('s.club_id', '=', 'c.id'),
          ),
        ),
      )
      .orderBy('g.id')
      .orderBy('c.id')
      .execute();
    if (lacking.length === 0) return 0;
    // Another instance's run may have reminded some of them first: only the rows this run wrote
    // are told.
    const claimed = await trx
      .insertInto('spirit_reminders')
      .values(
        lacking.map((row) => ({
          game_id: row.game_id,
          club_id: row.club_id,
          sent_at: new Date(nowMs).toISOString(),
        })),
      )
      .onConflict((conflict) => conflict.columns(['game_id', 'club_id']).doNothing())
      .returning(['game_id', 'club_id'])
      .execute();
    const mine = new Set(claimed.map((row) => `${row.game_id}:${row.club_id}`));
    let told = 0;
    for (const row of lacking) {
      if (!mine.has(`${row.game_id}:${row.club_id}`)) continue;
      told += await tell(trx, teller, [row.contact_user_id], 'spirit_due', {
        title: T.spiritDueTitle(row.home_name, row.away_name),
        body: T.spiritDueBody(tomorrow),
        link: '/user/club/spirit',
      });
    }
    return told;
  });
}
