// What the twelve-team championship test does from Node, through the same calls the people it
// stands for make: clubs founded and entered by their contacts, volunteers given their games, and
// the pool and bracket games a volunteer's phone sends as one POST /api/volunteer/batch each.
import assert from 'node:assert/strict';
import type { ConsoleStages, StageGame } from '../../src/contract/competition-stages';
import type { AdminGame, CompetitionSchedule } from '../../src/contract/admin-schedule';
import type { Credentials } from './scoring-volunteer-steps';

export interface Entrant {
  clubId: number;
  name: string;
  /** The contact's ticket: the contact enters the club. */
  ticket: string;
}

type Call = <T>(ticket: string, path: string, body?: unknown) => Promise<T>;
type SignIn = (phone: string) => Promise<string>;

/** The demo's players without a club (13900000181–192), who found and join the new clubs. */
const freePlayer = (n: number) => `1390000${String(181 + n).padStart(4, '0')}`;

/** The demo's approved mixed clubs with a contact (eight of them). */
export async function mixedDemoClubs(call: Call, signIn: SignIn, staff: string) {
  const page = await call<{
    list: { id: number; name: string; division: string; contact: { phone: string } | null }[];
  }>(staff, '/api/admin/people/clubs?status=approved&size=100');
  const clubs = page.list.filter((club) => club.division === 'MIX' && club.contact);
  return Promise.all(
    clubs.map(async (club): Promise<Entrant> => ({
      clubId: club.id,
      name: club.name,
      ticket: await signIn(club.contact?.phone ?? ''),
    })),
  );
}

/**
 * `count` new mixed clubs as they come to be: a player without a club registers one (and becomes
 * its contact), staff approve it, the contact invites two more such players and they accept.
 */
export async function foundClubs(call: Call, signIn: SignIn, staff: string, count: number) {
  const founded: Entrant[] = [];
  for (let k = 0; k < count; k += 1) {
    const founder = await signIn(freePlayer(k));
    const club = await call<{ id: number; name: string }>(founder, '/api/club/register', {
      name: `新星飞盘俱乐部${k + 1}队`,
      division: 'MIX',
      city: '苏州',
    });
    await call(staff, `/api/admin/people/clubs/${club.id}/approve`, {});
    for (const n of [count + 2 * k, count + 2 * k + 1]) {
      const { membershipId } = await call<{ membershipId: number }>(founder, '/api/club/invite', {
        clubId: club.id,
        phone: freePlayer(n),
        number: n,
      });
      await call(await signIn(freePlayer(n)), '/api/user/accept', { membershipId });
    }
    founded.push({ clubId: club.id, name: club.name, ticket: founder });
  }
  return founded;
}

/** The club's contact enters its active members, as 俱乐部中心 sends them. */
export async function enter(call: Call, entrant: Entrant, competitionId: number) {
  const members = await call<{ userId: number; number: number | null; status: string }[]>(
    entrant.ticket,
    `/api/club/members?clubId=${entrant.clubId}`,
  );
  const players = members
    .filter((member) => member.status === 'active')
    .slice(0, 20)
    .map(({ userId, number }) => ({ userId, number }));
  await call(entrant.ticket, `/api/club/competitions/${competitionId}/register`, {
    clubId: entrant.clubId,
    players,
  });
}

/**
 * Staff give each game that is not cancelled its volunteer (`volunteerFor` names one), keeping
 * everything else of the game as the format saved it.
 */
export async function assignVolunteers(
  call: Call,
  staff: string,
  competitionId: number,
  volunteerFor: (game: AdminGame) => string,
) {
  const schedule = await call<CompetitionSchedule>(
    staff,
    `/api/admin/schedule/competitions/${competitionId}`,
  );
  const idOf = new Map(schedule.volunteers.map((v) => [v.name, v.id]));
  for (const game of schedule.list.filter((g) => g.cancelledAt === null)) {
    const { rules } = game;
    await call(staff, `/api/admin/schedule/games/${game.id}`, {
      startsAt: `${game.date}T${game.time}`,
      field: game.field,
      volunteerId: idOf.get(volunteerFor(game)),
      pool: game.pool ?? '',
      round: game.round ?? '',
      pointsToWin: rules.pointsToWin,
      halftimeAt: rules.halftimeAt,
      softCapMinutes: rules.softCapMinutes,
      hardCapMinutes: rules.hardCapMinutes,
      timeoutsPerHalf: rules.timeoutsPerHalf,
    });
  }
}

/** A volunteer's phone as Node: its ticket, and the batch of actions one game's outbox holds. */
export async function volunteerPhone(base: string, who: Credentials) {
  const login = await fetch(`${base}/api/volunteer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const { data } = (await login.json()) as { data: { ticket: string } };
  let clock = Date.now();
  const action = (type: string, gameId: number, extra: Record<string, unknown> = {}) => ({
    type,
    id: crypto.randomUUID(),
    gameId,
    at: (clock += 1000),
    ...extra,
  });

  /** Begins the game, records `home`:`away` (the loser's points first) and finishes it. */
  async function play(gameId: number, home: number, away: number) {
    const homeLoses = home < away;
    const points = [
      ...Array.from({ length: Math.min(home, away) }, () => (homeLoses ? 'home' : 'away')),
      ...Array.from({ length: Math.max(home, away) }, () => (homeLoses ? 'away' : 'home')),
    ];
    const actions = [
      action('begin', gameId),
      ...points.map((team) => action('score', gameId, { team })),
      action('finish', gameId),
    ];
    const response = await fetch(`${base}/api/volunteer/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ticket: data.ticket },
      body: JSON.stringify({ actions }),
    });
    const answer = (await response.json()) as {
      code: number;
      data: { results: { code: number; message: string }[] };
    };
    assert.equal(answer.code, 0, `game ${gameId}: the batch is taken`);
    for (const result of answer.data.results) assert.equal(result.code, 0, result.message);
  }
  return { play };
}

/** The console's championship as the format page reads it. */
export async function stagesOf(call: Call, staff: string, competitionId: number) {
  return call<ConsoleStages>(staff, `/api/admin/competitions/${competitionId}/stages`);
}

/** A game of the format that is over: finished, decided by forfeit, or cancelled. */
export const isFinal = (game: StageGame) =>
  game.status === 'finished' || game.forfeitTeam !== null || game.cancelled;

/** A game staff typed in by hand between the first two entries (it stands in a format's way). */
export async function handTypedGame(call: Call, staff: string, competitionId: number) {
  const schedule = await call<CompetitionSchedule>(
    staff,
    `/api/admin/schedule/competitions/${competitionId}`,
  );
  const [home, away] = schedule.entries;
  const { id } = await call<{ id: number }>(
    staff,
    `/api/admin/schedule/competitions/${competitionId}/games`,
    {
      homeEntryId: home?.id,
      awayEntryId: away?.id,
      startsAt: `${schedule.competition.startDate}T07:00`,
      field: '热身场',
      volunteerId: null,
      pool: '',
      round: '热身赛',
      pointsToWin: 3,
      halftimeAt: 2,
      softCapMinutes: null,
      hardCapMinutes: null,
      timeoutsPerHalf: 0,
    },
  );
  return id;
}
