// The 5-season data set of issue #39 for `npm run bench:records`: 20,000 members in 400 clubs,
// 200 competitions (40 a season, 2022–2026, the three divisions in turn), 10,000 finished games
// (50 a competition among 16 clubs of its division, 14 players a side, lines kept in every other
// game) and 300,000 points with scorer and assist. Written with plain inserts in batches for
// speed (the scoring calls would take hours); the players' summaries are then made by the code
// that keeps them (refreshPlayerGameById, once per game), which is also the rebuild's time.
import type { Kysely } from 'kysely';
import type { Database, Division, Team } from '../../server/db/schema';
import { DEMO_GAME_RULES } from '../../server/demo/demo-games';
import { refreshPlayerGameById } from '../../server/domain/records/players/refresh-player-game';

export const SCALE = {
  members: 20_000,
  clubs: 400,
  seasons: [2022, 2023, 2024, 2025, 2026],
  competitionsPerSeason: 40,
  teamsPerCompetition: 16,
  gamesPerCompetition: 50,
  pointsPerGame: 30,
  playersPerSide: 14,
};
const DIVISIONS: Division[] = ['MIX', 'MALE', 'FEMALE'];
const BATCH = 500;
const AT = '2022-01-01T00:00:00.000Z';

/** A fixed sequence, so two runs build the same data set. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function insertAll<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly object[],
  returning = false,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH) as never;
    if (returning) {
      const added = (await db
        .insertInto(table)
        .values(part)
        .returning('id' as never)
        .execute()) as { id: number }[];
      ids.push(...added.map((row) => row.id));
    } else await db.insertInto(table).values(part).execute();
  }
  return ids;
}

export interface RecordsData {
  /** Members who played, to read records of. */
  playerIds: number[];
  competitionIds: number[];
  clubIds: number[];
  staffId: number;
  /** Milliseconds the summaries of every game took to make. */
  summariesMs: number;
}

export async function seedRecordsData(db: Kysely<Database>): Promise<RecordsData> {
  const next = random(39);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const person = (i: number, type: 'player' | 'staff') => ({
    phone: `1${String(3_000_000_000 + i).padStart(10, '0')}`,
    // Never signed in with: the bench reads public pages.
    password_hash: 'x',
    name: `队员${i}`,
    type,
    gender: i % 2 === 0 ? 'M' : 'F',
    birth_year: null,
    city: '上海',
    avatar: null,
    intro: null,
    created_at: AT,
    updated_at: AT,
  });
  const [staffId] = await insertAll(db, 'users', [person(0, 'staff')], true);
  const members = await insertAll(
    db,
    'users',
    Array.from({ length: SCALE.members }, (_, i) => person(i + 1, 'player')),
    true,
  );
  const clubs = await insertAll(
    db,
    'clubs',
    Array.from({ length: SCALE.clubs }, (_, i) => ({
      name: `俱乐部${i + 1}`,
      division: DIVISIONS[i % 3],
      city: '上海',
      logo: null,
      intro: null,
      founded_year: 2015,
      status: 'approved',
      contact_user_id: null,
      created_at: AT,
    })),
    true,
  );
  const perClub = SCALE.members / SCALE.clubs;
  const membersOf = (clubIndex: number) =>
    members.slice(clubIndex * perClub, (clubIndex + 1) * perClub);
  await insertAll(
    db,
    'memberships',
    members.map((userId, i) => ({
      club_id: clubs[Math.floor(i / perClub)],
      user_id: userId,
      status: 'active',
      number: (i % perClub) + 1,
      created_at: AT,
      updated_at: AT,
    })),
  );

  const competitionIds: number[] = [];
  const gameIds: number[] = [];
  let competitionNumber = 0;
  for (const season of SCALE.seasons) {
    for (let c = 0; c < SCALE.competitionsPerSeason; c += 1) {
      competitionNumber += 1;
      const division = DIVISIONS[c % 3] as Division;
      const month = String((c % 10) + 3).padStart(2, '0');
      const day = `${season}-${month}-${String((c % 27) + 1).padStart(2, '0')}`;
      const [competitionId] = await insertAll(
        db,
        'competitions',
        [
          {
            name: `${season}年第${c + 1}站`,
            level: pick(['A', 'B', 'C']),
            scope: 'national',
            division,
            city: '上海',
            venue: null,
            start_date: day,
            end_date: day,
            registration_opens: null,
            registration_closes: null,
            min_male: 0,
            min_female: 0,
            max_roster: 30,
            cover: null,
            description: null,
          },
        ],
        true,
      );
      competitionIds.push(competitionId as number);
      const ofDivision = clubs
        .map((id, index) => ({ id, index }))
        .filter((club) => DIVISIONS[club.index % 3] === division);
      const teams = Array.from({ length: SCALE.teamsPerCompetition }, () => pick(ofDivision));
      const games = Array.from({ length: SCALE.gamesPerCompetition }, (_, g) => {
        const home = teams[g % teams.length] as { id: number; index: number };
        const away = teams[(g + 1 + (g % 5)) % teams.length] as { id: number; index: number };
        return {
          home,
          away: away.id === home.id ? (teams[(g + 3) % teams.length] as typeof home) : away,
        };
      });
      const ids = await insertAll(
        db,
        'games',
        games.map(({ home, away }, g) => ({
          competition_id: competitionId,
          date: day,
          time: `${String(8 + (g % 10)).padStart(2, '0')}:00`,
          field: `${(g % 5) + 1}号场`,
          round: '小组赛',
          pool: null,
          home_club_id: home.id,
          away_club_id: away.id,
          home_name: `俱乐部${home.index + 1}`,
          away_name: `俱乐部${away.index + 1}`,
          status: 'finished',
          ...DEMO_GAME_RULES,
          track_lines: (competitionNumber + g) % 2,
          home_score: 0,
          away_score: 0,
          began_at: 1,
          finished_at: 2,
        })),
        true,
      );
      gameIds.push(...ids);
      for (const [g, gameId] of ids.entries()) {
        const { home, away } = games[g] as (typeof games)[number];
        const side = (team: Team, clubIndex: number) =>
          [...membersOf(clubIndex)]
            .sort(() => next() - 0.5)
            .slice(0, SCALE.playersPerSide)
            .map((userId, i) => ({
              game_id: gameId,
              team,
              user_id: userId,
              name: `队员${userId}`,
              number: i + 1,
            }));
        const rows = [...side('home', home.index), ...side('away', away.index)];
        const rosterIds = await insertAll(db, 'game_players', rows, true);
        const roster = {
          home: rosterIds.slice(0, SCALE.playersPerSide),
          away: rosterIds.slice(SCALE.playersPerSide),
        };
        const lines = (competitionNumber + g) % 2 === 1;
        const score = { home: 0, away: 0 };
        const events = Array.from({ length: SCALE.pointsPerGame }, (_, p) => {
          const team: Team = next() < 0.5 ? 'home' : 'away';
          score[team] += 1;
          const own = roster[team];
          const scorer = pick(own);
          const assist = pick(own.filter((id) => id !== scorer));
          const lineOf = (t: Team) => [...roster[t]].sort(() => next() - 0.5).slice(0, 7);
          return {
            id: `bench-${gameId}-${p}`,
            game_id: gameId,
            kind: 'score' as const,
            team,
            scorer_id: scorer,
            assist_id: assist,
            target_id: null,
            payload: lines
              ? JSON.stringify({ homeLine: lineOf('home'), awayLine: lineOf('away') })
              : null,
            device_id: null,
            seq: null,
            at: 1000 + p,
            received_at: 1000 + p,
            user_id: staffId,
          };
        });
        await insertAll(db, 'game_events', events);
        await db
          .updateTable('games')
          .set({ home_score: score.home, away_score: score.away })
          .where('id', '=', gameId)
          .execute();
      }
    }
  }
  const started = performance.now();
  for (const gameId of gameIds) await refreshPlayerGameById(db, gameId);
  const summariesMs = performance.now() - started;
  return {
    playerIds: members,
    competitionIds,
    clubIds: clubs,
    staffId: staffId as number,
    summariesMs,
  };
}
