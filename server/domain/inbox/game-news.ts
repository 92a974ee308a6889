// What the message centre tells of a game (docs/messages.md, "Who gets what"): moved or cancelled
// to both clubs' contacts, both rosters and the volunteers; a result corrected to the contacts; a
// game given to or taken from a volunteer. Called in the transaction of the change. The players
// and contacts are sent to the competition's page, which shows the schedule; the volunteers to
// the game in the scoring app. Nothing names another person.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { tell, type Teller } from './tell';
import { GAME_TEXTS as T } from './inbox-texts';

type Trx = Transaction<Database>;

/** Where and when a game is, as staff change it. */
export interface GamePlace {
  date: string;
  time: string;
  field: string;
}

const URGENT_MS = 2 * 60 * 60_000;

async function gameFacts(trx: Trx, gameId: number) {
  const game = await trx
    .selectFrom('games')
    .select(['id', 'competition_id', 'date', 'time', 'field', 'home_name', 'away_name'])
    .select(['home_club_id', 'away_club_id'])
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  const clubIds = [game.home_club_id, game.away_club_id].filter((id): id is number => id !== null);
  const contacts =
    clubIds.length === 0
      ? []
      : await trx
          .selectFrom('clubs')
          .select('contact_user_id')
          .where('id', 'in', clubIds)
          .execute();
  const players = await trx
    .selectFrom('game_players')
    .select('user_id')
    .where('game_id', '=', gameId)
    .execute();
  const volunteers = await trx
    .selectFrom('volunteer_assignments')
    .select('user_id')
    .where('game_id', '=', gameId)
    .where('removed_at', 'is', null)
    .execute();
  return {
    game,
    // A contact who also plays is told once, as the contact.
    people: [...contacts.map((c) => c.contact_user_id), ...players.map((p) => p.user_id)],
    contacts: contacts.map((c) => c.contact_user_id),
    volunteers: volunteers.map((v) => v.user_id),
  };
}

const startMs = (place: GamePlace) => new Date(`${place.date}T${place.time}`).getTime();

/** Within two hours of its start, before or after the change: worth an SMS. */
function urgent(nowMs: number, ...places: GamePlace[]): boolean {
  const starts = places.map(startMs).filter((ms) => !Number.isNaN(ms));
  return starts.some((ms) => ms >= nowMs - URGENT_MS / 4 && ms - nowMs <= URGENT_MS);
}

const competitionLink = (competitionId: number) => `/match/detail?id=${competitionId}`;
const scoringLink = (gameId: number) => `/scoring/match/detail?id=${gameId}`;

export async function tellGameMoved(trx: Trx, teller: Teller, gameId: number, before: GamePlace) {
  const { game, people, volunteers } = await gameFacts(trx, gameId);
  if (game.date === before.date && game.time === before.time && game.field === before.field) return;
  const content = {
    title: T.movedTitle(game.home_name, game.away_name),
    body: T.movedBody(game, before),
    urgent: urgent(teller.now(), game, before),
  };
  await tell(trx, teller, people, 'game_moved', {
    ...content,
    link: competitionLink(game.competition_id),
  });
  await tell(trx, teller, volunteers, 'game_moved', { ...content, link: scoringLink(game.id) });
}

export async function tellGameCancelled(trx: Trx, teller: Teller, gameId: number, reason: string) {
  const { game, people, volunteers } = await gameFacts(trx, gameId);
  const content = {
    title: T.cancelledTitle(game.home_name, game.away_name),
    body: T.cancelledBody(game, reason),
    urgent: urgent(teller.now(), game),
  };
  await tell(trx, teller, people, 'game_cancelled', {
    ...content,
    link: competitionLink(game.competition_id),
  });
  await tell(trx, teller, volunteers, 'game_cancelled', { ...content, link: scoringLink(game.id) });
}

export async function tellGameCorrected(trx: Trx, teller: Teller, gameId: number) {
  const { game, contacts } = await gameFacts(trx, gameId);
  await tell(trx, teller, contacts, 'game_corrected', {
    title: T.correctedTitle(game.home_name, game.away_name),
    body: T.correctedBody(game),
    link: competitionLink(game.competition_id),
  });
}

/** A game given to volunteers (`given`, the second of a handover among them) or taken away. */
export async function tellVolunteers(
  trx: Trx,
  teller: Teller,
  gameId: number,
  change: { given: readonly number[]; taken: readonly number[]; handedOver?: boolean },
) {
  if (change.given.length === 0 && change.taken.length === 0) return;
  const { game } = await gameFacts(trx, gameId);
  await tell(
    trx,
    teller,
    change.given,
    change.handedOver ? 'volunteer_handed_over' : 'volunteer_assigned',
    {
      title: (change.handedOver ? T.handedOverTitle : T.givenTitle)(game.home_name, game.away_name),
      body: T.when(game),
      link: scoringLink(game.id),
    },
  );
  await tell(trx, teller, change.taken, 'volunteer_unassigned', {
    title: T.takenTitle(game.home_name, game.away_name),
    body: T.when(game),
    link: '/scoring/match/list',
  });
}
