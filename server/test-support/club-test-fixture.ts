// Test data of its own for the club-centre tests: two approved clubs with contacts, members of
// both genders, a free player, staff, a volunteer, and competitions with open and closed windows.
import type { Kysely } from 'kysely';
import { issueTicket } from '../auth/tickets';
import { localDateString } from '../db/local-date';
import type { Database, Division, Gender } from '../db/schema';
import { createTestUser } from './test-users';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => localDateString(new Date(Date.now() + days * DAY_MS));

export interface ClubFixture {
  clubId: number;
  otherClubId: number;
  /** Active members of the first club: four men then three women. */
  men: [number, number, number, number];
  women: [number, number, number];
  otherClubPlayer: number;
  freePlayer: number;
  freePlayerPhone: string;
  mixOpen: number;
  maleOpen: number;
  mixClosed: number;
  tickets: {
    contact: string;
    otherContact: string;
    staff: string;
    volunteer: string;
    freePlayer: string;
  };
}

export async function seedClubFixture(db: Kysely<Database>): Promise<ClubFixture> {
  const now = new Date().toISOString();
  const contact = await createTestUser(db, {
    phone: '13700000010',
    type: 'contact',
    name: '联系人甲',
  });
  const otherContact = await createTestUser(db, {
    phone: '13700000020',
    type: 'contact',
    name: '联系人乙',
  });
  const staff = await createTestUser(db, { phone: '13700000000', type: 'staff' });
  const volunteer = await createTestUser(db, { phone: '13700000003', type: 'volunteer' });
  const club = (name: string, contactId: number) =>
    db
      .insertInto('clubs')
      .values({
        name,
        division: 'MIX',
        city: '上海',
        logo: null,
        intro: null,
        founded_year: 2018,
        status: 'approved',
        contact_user_id: contactId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const clubId = (await club('上海飞鱼', contact)).id;
  const otherClubId = (await club('北京风暴', otherContact)).id;

  const member = async (
    phone: string,
    name: string,
    gender: Gender,
    inClub: number | null,
    number: number,
  ) => {
    const userId = await createTestUser(db, { phone, name, gender });
    if (inClub !== null) {
      await db
        .insertInto('memberships')
        .values({
          club_id: inClub,
          user_id: userId,
          status: 'active',
          number,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return userId;
  };
  const men = [];
  for (const [i, name] of ['张伟', '王强', '李明', '赵磊'].entries())
    men.push(await member(`1370000010${i}`, name, 'M', clubId, i + 1));
  const women = [];
  for (const [i, name] of ['李娜', '陈静', '刘芳'].entries())
    women.push(await member(`1370000020${i}`, name, 'F', clubId, i + 11));
  const otherClubPlayer = await member('13700000300', '孙浩', 'M', otherClubId, 7);
  const freePlayer = await member('13700000400', '周杰', 'M', null, 0);

  const competition = async (name: string, division: Division, opens: number, closes: number) =>
    (
      await db
        .insertInto('competitions')
        .values({
          name,
          level: 'A',
          scope: 'national',
          division,
          city: '杭州',
          venue: null,
          start_date: dayFromToday(30),
          end_date: dayFromToday(32),
          registration_opens: dayFromToday(opens),
          registration_closes: dayFromToday(closes),
          min_male: 2,
          min_female: 2,
          max_roster: 6,
          cover: null,
          description: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  return {
    clubId,
    otherClubId,
    men: men as ClubFixture['men'],
    women: women as ClubFixture['women'],
    otherClubPlayer,
    freePlayer,
    freePlayerPhone: '13700000400',
    mixOpen: await competition('全国混合组锦标赛', 'MIX', -1, 10),
    maleOpen: await competition('全国男子组公开赛', 'MALE', 0, 0),
    mixClosed: await competition('春季混合组联赛', 'MIX', -40, -10),
    tickets: {
      contact: await issueTicket(db, contact, Date.now()),
      otherContact: await issueTicket(db, otherContact, Date.now()),
      staff: await issueTicket(db, staff, Date.now()),
      volunteer: await issueTicket(db, volunteer, Date.now()),
      freePlayer: await issueTicket(db, freePlayer, Date.now()),
    },
  };
}
