// Clubs and who belongs to them, with each membership's history: most players active, some
// asking to leave, some invited and still deciding, a few who left or declined. The demo player
// is active in the first club and holds a pending invitation from the second.
import type { MembershipStatus } from '../db/schema';
import type { DemoContext, DemoPerson } from './demo-context';
import type { DemoPeople } from './demo-people';
import { DEMO_CLUBS, clubLogo } from './demo-clubs';
import { addDays, isoAt } from './demo-dates';
import { insertInChunks } from './insert-in-chunks';

export interface DemoClubRow {
  id: number;
  name: string;
  division: string;
  city: string;
  /** Players on the roster (active or asking to leave) with their shirt numbers. */
  roster: { person: DemoPerson; number: number }[];
}

/** Days ago the demo player joined the first club: before its entry to the championship. */
const DEMO_PLAYER_JOINED = 35;

interface PlannedMembership {
  clubId: number;
  userId: number;
  number: number | null;
  /** The statuses it passed through, oldest first, with their dates. */
  history: { status: MembershipStatus; date: string }[];
}

export async function insertClubsAndMemberships(
  ctx: DemoContext,
  people: DemoPeople,
): Promise<DemoClubRow[]> {
  const { trx, random, today } = ctx;
  await trx
    .insertInto('clubs')
    .values(
      DEMO_CLUBS.map((club, i) => ({
        name: club.name,
        division: club.division,
        city: club.city,
        logo: clubLogo(i),
        intro: club.intro,
        founded_year: club.foundedYear,
        status: club.status,
        contact_user_id: people.contactIds[i] as number,
        created_at: isoAt(addDays(today, club.status === 'pending' ? -3 : -600 + i)),
      })),
    )
    .execute();
  const saved = await trx.selectFrom('clubs').select(['id', 'name']).execute();
  const clubId = new Map(saved.map((row) => [row.name, row.id]));
  const idOf = (index: number) =>
    clubId.get((DEMO_CLUBS[index] as { name: string }).name) as number;

  const planned: PlannedMembership[] = [];
  const joined = (days: number) => addDays(today, -days);
  const clubs: DemoClubRow[] = [];

  DEMO_CLUBS.forEach((club, i) => {
    const row: DemoClubRow = {
      id: idOf(i),
      name: club.name,
      division: club.division,
      city: club.city,
      roster: [],
    };
    clubs.push(row);
    if (club.status !== 'approved') return;
    const numbers = random.shuffle(
      Array.from({ length: 99 }, (_, n) => n + 1).filter((n) => n !== 7),
    );
    const players = people.clubPlayers[i] ?? [];
    const members = i === 0 ? [people.demoPlayer, ...players] : players;
    members.forEach((person, k) => {
      const isDemoPlayer = person === people.demoPlayer;
      const number = isDemoPlayer ? 7 : (numbers[k] as number);
      // After the club was founded (600 days ago or later) and before its earliest registration
      // (330 days ago): whoever is on a club's entry was its member on the day it entered.
      const drawn = random.int(340, 575);
      const since = isDemoPlayer ? DEMO_PLAYER_JOINED : drawn;
      const history: PlannedMembership['history'] = [
        { status: 'invited', date: joined(since + random.int(1, 5)) },
        { status: 'active', date: joined(since) },
      ];
      // Every third club has one player whose leave application awaits the contact.
      if (i % 3 === 0 && k === members.length - 1) {
        history.push({ status: 'leave_requested', date: joined(random.int(1, 10)) });
      }
      planned.push({ clubId: row.id, userId: person.id, number, history });
      row.roster.push({ person, number });
    });
  });

  const free = people.freePlayers;
  const invite = (clubIndex: number, person: DemoPerson, days: number) =>
    planned.push({
      clubId: idOf(clubIndex),
      userId: person.id,
      number: null,
      history: [{ status: 'invited', date: joined(days) }],
    });
  // Sent before the demo player accepted the first club's invitation, when inviting him was
  // allowed; accepting it now is refused while he plays for the first club.
  invite(1, people.demoPlayer, DEMO_PLAYER_JOINED + 1);
  free.slice(0, 4).forEach((person, k) => invite(k + 2, person, k + 1));
  free.slice(4, 6).forEach((person, k) =>
    planned.push({
      clubId: idOf(k + 5),
      userId: person.id,
      number: null,
      history: [
        { status: 'invited', date: joined(400) },
        { status: 'active', date: joined(398) },
        { status: 'leave_requested', date: joined(40) },
        { status: 'left', date: joined(37) },
      ],
    }),
  );
  const declined = free[6];
  if (declined) {
    planned.push({
      clubId: idOf(8),
      userId: declined.id,
      number: null,
      history: [
        { status: 'invited', date: joined(20) },
        { status: 'rejected', date: joined(18) },
      ],
    });
  }

  const last = (m: PlannedMembership) =>
    m.history[m.history.length - 1] as PlannedMembership['history'][number];
  await insertInChunks(planned, (chunk) =>
    trx
      .insertInto('memberships')
      .values(
        chunk.map((m) => ({
          club_id: m.clubId,
          user_id: m.userId,
          status: last(m).status,
          number: m.number,
          created_at: isoAt(m.history[0]?.date ?? today),
          updated_at: isoAt(last(m).date),
        })),
      )
      .execute(),
  );
  const membershipRows = await trx
    .selectFrom('memberships')
    .select(['id', 'club_id', 'user_id'])
    .execute();
  const membershipId = new Map(membershipRows.map((m) => [`${m.club_id}:${m.user_id}`, m.id]));
  const events = planned.flatMap((m) =>
    m.history.map((step) => ({
      membership_id: membershipId.get(`${m.clubId}:${m.userId}`) as number,
      status: step.status,
      at: isoAt(step.date, '10:00'),
    })),
  );
  await insertInChunks(events, (chunk) =>
    trx.insertInto('membership_events').values(chunk).execute(),
  );
  return clubs;
}
