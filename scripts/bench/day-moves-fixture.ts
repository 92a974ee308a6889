// bench:day --moves (day-moves.mjs): the games staff move during the day, apart from the phones'
// games and never started, each between two clubs of 28 players with a contact and a volunteer,
// everyone with an email address: a move tells about 60 people, as the issue counts it, and each
// of them is sent an email. Also counts what the moves wrote, for the report.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { insertClub, insertGame, insertUsers, type Club, type Seed, type Trx } from './day-rows';

const PLAYERS = 28;
/** Per game: a volunteer, then per club a contact and its players. */
const PEOPLE_PER_GAME = 1 + 2 * (1 + PLAYERS);

/** `count` games, their accounts numbered from `firstIndex`; gives back their ids. */
export async function seedMovableGames(
  trx: Trx,
  seed: Seed,
  competitionId: number,
  count: number,
  firstIndex: number,
): Promise<number[]> {
  const email = (index: number) => `bench${seed.tag}-${index}@bench.test`;
  const people = Array.from({ length: count * PEOPLE_PER_GAME }, (_, i) => {
    const index = firstIndex + i;
    const role = i % PEOPLE_PER_GAME;
    const type = role === 0 ? ('volunteer' as const) : ('player' as const);
    return {
      index,
      name: `调场${i + 1}`,
      type,
      gender: i % 2 === 0 ? 'M' : 'F',
      email: email(index),
    };
  }) as Parameters<typeof insertUsers>[2];
  const ids = await insertUsers(trx, seed, people);
  const idAt = (offset: number) => ids.get(firstIndex + offset) as number;
  const games: number[] = [];
  for (let g = 0; g < count; g += 1) {
    const base = g * PEOPLE_PER_GAME;
    const clubs: Club[] = [];
    for (let side = 0; side < 2; side += 1) {
      const contact = base + 1 + side * (1 + PLAYERS);
      const players = Array.from({ length: PLAYERS }, (_, k) => ({
        userId: idAt(contact + 1 + k),
        name: `调场队员${contact + 1 + k}`,
        number: k + 1,
      }));
      const name = `调场${seed.tag}队${2 * g + side + 1}`;
      clubs.push(await insertClub(trx, seed, competitionId, name, players, idAt(contact)));
    }
    games.push(
      await insertGame(trx, seed, {
        competitionId,
        // Evening games, after the phones' day: never begun while they are moved.
        index: 100 + g,
        home: clubs[0] as Club,
        away: clubs[1] as Club,
        volunteerId: idAt(base),
      }),
    );
  }
  return games;
}

/** How many people the movable games' accounts take (to number the next ones). */
export const movablePeople = (count: number) => count * PEOPLE_PER_GAME;

/** The game-moved messages written since `since` (ISO), and their emails by status. */
export async function movesTally(db: Kysely<Database>, since: string) {
  const messages = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', 'game_moved')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  const emails = await db
    .selectFrom('message_deliveries as d')
    .innerJoin('inbox_messages as m', 'm.id', 'd.message_id')
    .select(['d.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('m.kind', '=', 'game_moved')
    .where('m.created_at', '>=', since)
    .where('d.channel', '=', 'email')
    .groupBy('d.status')
    .execute();
  return {
    messages: Number(messages.n),
    emails: Object.fromEntries(emails.map((row) => [row.status, Number(row.n)])),
  };
}
