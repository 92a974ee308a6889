// Steps the scoring browser tests and the scoring benchmark share: the volunteer's API seen from
// Node (login, games, the server's score), and what a volunteer does on the phone.
import type { BrowserContext, Page } from 'playwright-core';

export const VOLUNTEER = { phone: '13800000003', password: 'demo1234' };

export interface Player {
  id: number;
  name: string;
  number: number | null;
}
export interface Game {
  id: number;
  status: string;
  home: { name: string };
  away: { name: string };
  homeScore: number;
  awayScore: number;
}

async function call<T>(base: string, url: string, init: RequestInit = {}, ticket?: string) {
  const response = await fetch(base + url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
  });
  const answer = (await response.json()) as { code: number; message: string; data: T };
  if (answer.code !== 0) throw new Error(`${url}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** The volunteer's API from Node: a second "phone" whose network the tests never cut. */
export async function volunteerApi(base: string) {
  const { ticket } = await call<{ ticket: string }>(base, '/api/volunteer/login', {
    method: 'POST',
    body: JSON.stringify(VOLUNTEER),
  });
  return {
    games: () => call<Game[]>(base, '/api/volunteer/date/games', {}, ticket),
    game: (id: number) =>
      call<Game & { events: { id: string; kind: string; voided: boolean }[] }>(
        base,
        `/api/volunteer/game/${id}`,
        {},
        ticket,
      ),
    rosters: (id: number) =>
      call<{ home: Player[]; away: Player[] }>(base, `/api/volunteer/players/${id}`, {}, ticket),
    finish: (gameId: number) =>
      call(
        base,
        '/api/volunteer/finished',
        {
          method: 'POST',
          body: JSON.stringify({ id: crypto.randomUUID(), gameId, at: Date.now() }),
        },
        ticket,
      ),
  };
}

/** The label of a player's button on the game screen. */
export const playerLabel = (player: Player) =>
  player.number === null ? player.name : `${player.number}号 ${player.name}`;

export async function logIn(tab: Page, base: string): Promise<void> {
  await tab.goto(`${base}/scoring/login`);
  await tab.getByLabel('手机号').fill(VOLUNTEER.phone);
  await tab.getByLabel('密码').fill(VOLUNTEER.password);
  await tab.getByRole('button', { name: '登录' }).click();
  await tab.waitForURL((url) => url.pathname === '/scoring/match/list');
}

/** From the list: the game's link names both teams. */
export async function openGame(tab: Page, game: Game): Promise<void> {
  await tab
    .getByRole('link')
    .filter({ hasText: game.home.name })
    .filter({ hasText: game.away.name })
    .click();
  await tab.waitForURL((url) => url.pathname === '/scoring/match/detail');
}

export const scoreStatus = (tab: Page, home: number, away: number) =>
  tab.getByRole('status', { name: `比分 ${home}:${away}` });

/** One point in three taps: the team's button, then the scorer and the assist (or 跳过). */
export async function recordPoint(
  tab: Page,
  teamName: string,
  scorer: Player | null,
  assist: Player | null,
): Promise<void> {
  await tab.getByRole('button', { name: `${teamName}得分` }).click();
  for (const pick of [scorer, assist]) {
    const choices = tab.getByRole('group', { name: /谁(得分|助攻)/ });
    await choices
      .getByRole('button', { name: pick ? playerLabel(pick) : '跳过', exact: true })
      .click();
  }
}

/** No network for the whole context: the browser says offline AND every API call fails. */
export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

export const syncState = (tab: Page) => tab.getByTestId('sync-state');

/** Polls `check` until it holds (the server is read from outside the page, so nothing to await). */
export async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 150; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`never happened: ${what}`);
}
