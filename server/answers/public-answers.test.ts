// The public answers kept per version, on two instances of the app sharing one database (a SQLite
// file, or PostgreSQL with TEST_DATABASE_URL): whatever one instance stores is in the other's next
// answer, and a follower whose copy is current gets 304 without the answer being built again.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompetitionDetail,
  GameDetail,
  GameSummary,
} from '../../src/contract/content-competition';
import type { VolunteerGame } from '../../src/contract/scoring';
import { loginAs } from '../test-support/build-test-app';
import { buildTwoInstances, type TwoInstances } from '../test-support/two-instances';

let world: TwoInstances;
let volunteer: string;
let staff: string;

beforeAll(async () => {
  world = await buildTwoInstances();
  volunteer = await loginAs(world.first, '13800000003');
  staff = await loginAs(world.first, '13800000000');
});
afterAll(() => world.close());

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function call<T = never>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  ticket?: string,
  payload?: object,
): Promise<Envelope<T>> {
  const response = await app.inject({
    method,
    url,
    headers: ticket ? { ticket } : {},
    ...(payload ? { payload } : {}),
  });
  const body = response.json<Envelope<T>>();
  if (body.code !== 0) throw new Error(`${method} ${url}: ${body.code} ${body.message}`);
  return body;
}

/** One volunteer action through the batch, as a phone sends it. */
const act = (app: FastifyInstance, action: Record<string, unknown>) =>
  call<{ results: { code: number; message: string }[] }>(
    app,
    'POST',
    '/api/volunteer/batch',
    volunteer,
    {
      actions: [{ id: randomUUID(), at: Date.now(), ...action }],
    },
  ).then(({ data }) => {
    const [result] = data.results;
    if (result?.code !== 0) throw new Error(`${String(action.type)}: ${result?.message}`);
  });

const publicGame = async (app: FastifyInstance, id: number) =>
  (await call<GameDetail>(app, 'GET', `/api/games/${id}`)).data;
const publicCompetition = async (app: FastifyInstance, id: number) =>
  (await call<CompetitionDetail>(app, 'GET', `/api/competitions/${id}`)).data;
const listedIn = (competition: CompetitionDetail, id: number): GameSummary | undefined =>
  competition.games.find((game) => game.id === id);
const homeGames = async (app: FastifyInstance) =>
  (
    await call<{ competitions: { games: GameSummary[] }[] }>(app, 'GET', '/api/index')
  ).data.competitions.flatMap((competition) => competition.games);

/** A game of the demo volunteer's day in play (begun through `app` when it was not yet). */
async function gameInPlay(app: FastifyInstance): Promise<VolunteerGame> {
  const games = await call<VolunteerGame[]>(app, 'GET', '/api/volunteer/date/games', volunteer);
  const game = games.data.find((g) => g.status !== 'finished' && !g.cancelReason);
  if (!game) throw new Error('演示记分员今天没有可记分的比赛');
  if (game.status === 'scheduled') await act(app, { type: 'begin', gameId: game.id });
  return game;
}

describe('two instances on one database', () => {
  it('answers a point stored through one instance in the other’s next answer, on every page', async () => {
    const game = await gameInPlay(world.first);
    const before = await publicGame(world.second, game.id);
    const competitionBefore = await publicCompetition(world.second, game.competitionId);
    const shownOnHome = (await homeGames(world.second)).some((g) => g.id === game.id);

    await act(world.first, { type: 'score', gameId: game.id, team: 'home' });

    expect((await publicGame(world.second, game.id)).homeScore).toBe(before.homeScore + 1);
    const competition = await publicCompetition(world.second, game.competitionId);
    expect(listedIn(competition, game.id)?.homeScore).toBe(
      (listedIn(competitionBefore, game.id)?.homeScore ?? 0) + 1,
    );
    if (shownOnHome) {
      const onHome = (await homeGames(world.second)).find((g) => g.id === game.id);
      expect(onHome?.homeScore).toBe(before.homeScore + 1);
    }
  });

  it('a notice published through one instance is on the other’s home page, rebuilt for a point or not', async () => {
    const game = await gameInPlay(world.first);
    const title = `主页上的新通知 ${randomUUID().slice(0, 8)}`;
    const noticesOnHome = async () =>
      (
        await call<{ notices: { notice_competition: { title: string }[] } }>(
          world.second,
          'GET',
          '/api/index',
        )
      ).data.notices.notice_competition.map((notice) => notice.title);
    // The second instance keeps its home page, the published content with it.
    expect(await noticesOnHome()).not.toContain(title);
    const { data: created } = await call<{ id: number }>(
      world.first,
      'POST',
      '/api/admin/notices',
      staff,
      { title, category: 'notice_competition', summary: '', content: '<p>明日开赛。</p>' },
    );
    await call(world.first, 'POST', `/api/admin/notices/${created.id}/publish`, staff, {});
    expect(await noticesOnHome()).toContain(title);
    // A point rebuilds the home page for its score and keeps the content read since.
    await act(world.first, { type: 'score', gameId: game.id, team: 'home' });
    expect(await noticesOnHome()).toContain(title);
  });

  it('answers 304 to a current copy without building the answer again, and 200 once it changed', async () => {
    const game = await gameInPlay(world.first);
    const url = `/api/games/${game.id}`;
    const first = await world.second.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^W\/".+"$/);
    // A change behind the API's back is not seen: the copy is neither built nor sent again.
    const name = first.json<Envelope<GameDetail>>().data.home.name;
    await world.db
      .updateTable('games')
      .set({ home_name: '未经接口改的名字' })
      .where('id', '=', game.id)
      .execute();
    const again = await world.second.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await publicGame(world.second, game.id)).home.name).toBe(name);

    // A point through the other instance raises the game's version: the same ETag now gets the new
    // answer, built from the database as it is.
    await act(world.first, { type: 'score', gameId: game.id, team: 'away' });
    const changed = await world.second.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Envelope<GameDetail>>().data.home.name).toBe('未经接口改的名字');
    await world.db
      .updateTable('games')
      .set({ home_name: name })
      .where('id', '=', game.id)
      .execute();
  });

  it('sends the cached bytes compressed to a browser that accepts it', async () => {
    const game = await gameInPlay(world.first);
    const response = await world.second.inject({
      method: 'GET',
      url: `/api/competitions/${game.competitionId}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
  });
});

describe('what each write changes, read through the other instance', () => {
  it('a rename: the game’s rosters and timeline name the player anew', async () => {
    const game = await gameInPlay(world.first);
    const detail = await publicGame(world.second, game.id);
    const player = detail.homeRoster[0];
    if (!player) throw new Error('主队名单为空');
    await act(world.first, { type: 'score', gameId: game.id, team: 'home', scorerId: player.id });
    await act(world.first, {
      type: 'saveName',
      gameId: game.id,
      team: 'home',
      playerId: player.id,
      name: '改名后的队员',
    });
    const renamed = await publicGame(world.second, game.id);
    expect(renamed.homeRoster.find((p) => p.id === player.id)?.name).toBe('改名后的队员');
    expect(renamed.timeline.at(-1)?.scorer).toBe('改名后的队员');
  });

  it('a finished game, then a staff correction: status, score and standings follow', async () => {
    const game = await gameInPlay(world.first);
    await act(world.first, { type: 'finish', gameId: game.id });
    const finished = await publicGame(world.second, game.id);
    expect(finished.status).toBe('finished');
    const before = await publicCompetition(world.second, game.competitionId);
    expect(listedIn(before, game.id)?.status).toBe('finished');
    const awayStanding = (competition: CompetitionDetail) =>
      competition.standings.find((standing) => standing.name === finished.away.name);
    const awayPointsBefore = awayStanding(before)?.pointsFor ?? 0;

    await call(world.first, 'POST', `/api/admin/results/games/${game.id}/points`, staff, {
      team: 'away',
      scorerId: null,
      reason: '记分员漏记了一分',
    });
    expect((await publicGame(world.second, game.id)).awayScore).toBe(finished.awayScore + 1);
    const competition = await publicCompetition(world.second, game.competitionId);
    expect(listedIn(competition, game.id)?.awayScore).toBe(finished.awayScore + 1);
    // The standings are worked out from the games' logs, kept per game (game-rows-cache.ts): the
    // correction's point is in them although no volunteer's action touched the game.
    expect(awayStanding(competition)?.pointsFor).toBe(awayPointsBefore + 1);
  });

  it('a cancelled game: the competition and the game say so', async () => {
    const game = await gameInPlay(world.first);
    expect(
      listedIn(await publicCompetition(world.second, game.competitionId), game.id)?.cancelled,
    ).toBe(false);
    await call(world.first, 'POST', `/api/admin/schedule/games/${game.id}/cancel`, staff, {
      reason: '场地积水',
    });
    expect((await publicGame(world.second, game.id)).cancelled).toBe(true);
    expect(
      listedIn(await publicCompetition(world.second, game.competitionId), game.id)?.cancelled,
    ).toBe(true);
  });
});
