// Spirit scores of the running championship's finished pool games (docs/competitions.md, "Spirit
// scores"), so its page shows spirit standings. Every club has given its scores but the demo
// contact's, which still has yesterday's games to score, and one other club that forgot one game,
// so the console's list of scores not given has something to show. The demo player is the demo
// club's captain there. A generator of its own keeps the rest of the demo data as it was.
import type { DemoContext, DemoPerson } from './demo-context';
import { msAt } from './demo-dates';
import { createRandom } from './seeded-random';

const SPIRIT_SEED = 20250602;
const COMMENTS = [
  '对方主动沟通判罚，比赛氛围很好。',
  '身体接触略多，但双方都能冷静处理。',
  '规则熟悉，自判公正。',
  '',
  '',
];

export async function insertSpiritScores(
  ctx: DemoContext,
  competitionId: number,
  demoClubId: number,
  demoPlayer: DemoPerson,
): Promise<void> {
  const random = createRandom(SPIRIT_SEED);
  const games = await ctx.trx
    .selectFrom('games')
    .select(['id', 'date', 'time', 'home_club_id', 'away_club_id'])
    .where('competition_id', '=', competitionId)
    .where('status', '=', 'finished')
    .orderBy('id')
    .execute();
  const contacts = new Map(
    (await ctx.trx.selectFrom('clubs').select(['id', 'contact_user_id']).execute()).map((club) => [
      club.id,
      club.contact_user_id,
    ]),
  );
  const mark = () => (random.chance(0.1) ? 4 : random.int(1, 3));
  const forgetful = games.find(
    (game) => game.home_club_id !== demoClubId && game.away_club_id !== demoClubId,
  );
  const rows = games.flatMap((game) =>
    [game.home_club_id, game.away_club_id].flatMap((clubId) => {
      const contact = clubId === null ? null : contacts.get(clubId);
      if (clubId === null || clubId === demoClubId || !contact) return [];
      if (game.id === forgetful?.id && clubId === game.away_club_id) return [];
      const at = msAt(game.date, game.time) + random.int(100, 300) * 60_000;
      return [
        {
          id: random.uuid(),
          game_id: game.id,
          club_id: clubId,
          rules: mark(),
          fouls: mark(),
          fairness: mark(),
          attitude: mark(),
          communication: mark(),
          comment: random.pick(COMMENTS),
          user_id: contact,
          at,
          received_at: at + random.int(1, 60) * 1000,
        },
      ];
    }),
  );
  if (rows.length > 0) await ctx.trx.insertInto('spirit_scores').values(rows).execute();

  const onRoster = await ctx.trx
    .selectFrom('registration_players')
    .innerJoin('registrations', 'registrations.id', 'registration_players.registration_id')
    .select('registration_players.user_id')
    .where('registrations.competition_id', '=', competitionId)
    .where('registrations.club_id', '=', demoClubId)
    .where('registration_players.user_id', '=', demoPlayer.id)
    .executeTakeFirst();
  const contact = contacts.get(demoClubId);
  if (onRoster && contact) {
    await ctx.trx
      .insertInto('spirit_captains')
      .values({
        competition_id: competitionId,
        club_id: demoClubId,
        user_id: demoPlayer.id,
        named_by: contact,
        named_at: new Date(msAt(ctx.today, '08:00')).toISOString(),
      })
      .execute();
  }
}
