// Every demo account: the four of docs/api-conventions.md ("Demo accounts"), more staff and
// volunteers, one contact per club, twelve players per approved club and a dozen players without
// a club yet.
import type { Gender, NewUser, UserType } from '../db/schema';
import type { DemoContext, DemoPerson } from './demo-context';
import { DEMO_CLUBS } from './demo-clubs';
import { createNameMaker } from './demo-names';
import { isoAt, addDays } from './demo-dates';
import { insertInChunks } from './insert-in-chunks';

export const DEMO_PHONES = {
  staff: '13800000000',
  player: '13800000001',
  contact: '13800000002',
  volunteer: '13800000003',
} as const;

export interface DemoPeople {
  staffId: number;
  /** The first is the demo volunteer 13800000003. */
  volunteerIds: number[];
  /** Indexed like DEMO_CLUBS. */
  contactIds: number[];
  /** Indexed like DEMO_CLUBS; the demo player is not in these lists. */
  clubPlayers: DemoPerson[][];
  freePlayers: DemoPerson[];
  demoPlayer: DemoPerson;
}

const PLAYERS_PER_CLUB = 12;
const FREE_PLAYERS = 12;
const pad = (n: number) => String(n).padStart(4, '0');

function genderMix(division: string, index: number): Gender {
  if (division === 'MALE') return 'M';
  if (division === 'FEMALE') return 'F';
  return index < 7 ? 'M' : 'F';
}

export async function insertPeople(ctx: DemoContext): Promise<DemoPeople> {
  const { random, today, passwordHash } = ctx;
  const nameOf = createNameMaker(random);
  const createdAt = isoAt(addDays(today, -400));
  const rows: NewUser[] = [];
  const user = (
    phone: string,
    name: string,
    type: UserType,
    gender: Gender | null,
    city: string | null,
  ) => {
    rows.push({
      phone,
      password_hash: passwordHash,
      name,
      type,
      gender,
      birth_year: type === 'player' ? random.int(1986, 2006) : random.int(1975, 1998),
      city,
      avatar: null,
      intro: null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    return rows.length - 1;
  };

  const staff = user(DEMO_PHONES.staff, '周晓东', 'staff', 'M', '北京');
  user('13800000009', '赵敏', 'staff', 'F', '北京');
  const demoPlayer = user(DEMO_PHONES.player, '李明', 'player', 'M', '北京');
  const volunteers = [
    user(DEMO_PHONES.volunteer, '陈静', 'volunteer', 'F', '上海'),
    user('13800000004', '刘洋', 'volunteer', 'M', '上海'),
    user('13800000005', '孙悦', 'volunteer', 'F', '上海'),
  ];
  const contacts = DEMO_CLUBS.map((club, i) => {
    if (i === 0) return user(DEMO_PHONES.contact, '张伟', 'contact', 'M', club.city);
    const gender: Gender = club.division === 'FEMALE' || random.chance(0.3) ? 'F' : 'M';
    return user(`1381000${pad(i)}`, nameOf(gender), 'contact', gender, club.city);
  });
  let serial = 0;
  const person = (gender: Gender, city: string) => {
    serial += 1;
    return {
      index: user(`1390000${pad(serial)}`, nameOf(gender), 'player', gender, city),
      gender,
      city,
    };
  };
  const clubPlayers = DEMO_CLUBS.map((club) =>
    club.status === 'approved'
      ? Array.from({ length: PLAYERS_PER_CLUB }, (_, i) =>
          person(genderMix(club.division, i), club.city),
        )
      : [],
  );
  const cities = ['北京', '上海', '广州', '深圳', '成都', '杭州', '武汉', '西安', '南京', '重庆'];
  const free = Array.from({ length: FREE_PLAYERS }, (_, i) =>
    person(i % 2 === 0 ? 'M' : 'F', cities[i % cities.length] as string),
  );

  await insertInChunks(rows, (chunk) => ctx.trx.insertInto('users').values(chunk).execute());
  // Ids by phone rather than by RETURNING order, which neither engine promises for many rows.
  const saved = await ctx.trx.selectFrom('users').select(['id', 'phone']).execute();
  const idByPhone = new Map(saved.map((row) => [row.phone, row.id]));
  const idAt = (index: number) => idByPhone.get((rows[index] as NewUser).phone) as number;
  const toPerson = (p: { index: number; gender: Gender; city: string }): DemoPerson => ({
    id: idAt(p.index),
    name: (rows[p.index] as NewUser).name,
    gender: p.gender,
    city: p.city,
  });
  return {
    staffId: idAt(staff),
    volunteerIds: volunteers.map(idAt),
    contactIds: contacts.map(idAt),
    clubPlayers: clubPlayers.map((players) => players.map(toPerson)),
    freePlayers: free.map(toPerson),
    demoPlayer: { id: idAt(demoPlayer), name: '李明', gender: 'M', city: '北京' },
  };
}
