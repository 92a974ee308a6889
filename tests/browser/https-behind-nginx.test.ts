// The deployment of docs/deploy.md, run for real: Debian's nginx configured by
// deploy/nginx/feipan.conf (names, ports and certificate replaced) with a self-signed certificate,
// in front of the server started with TRUST_PROXY=true. Through https:// the site and the API
// answer over HTTP/2, plain HTTP is sent to HTTPS, the service worker registers and the scorer
// passes Chromium's installability check (which a name other than localhost gets only over
// HTTPS), a live point reaches an open page through the proxy within a second with every re-read
// blocked, and the login rate limit counts each client's own address only when TRUST_PROXY is set.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags.mjs';
import type { VolunteerGame } from '../../src/contract/scoring';
import { waitForApp } from './support/hydration';
import { launchBrowser, PHONE } from './support/launch-browser';
import {
  proxyApi,
  proxyRequest,
  SITE_HOST,
  startNginxProxy,
  type NginxProxy,
} from './support/nginx-proxy';
import { startServer, type RunningServer } from './support/start-server';

let trusting: RunningServer;
let proxy: NginxProxy;
let browser: Browser;

before(async () => {
  trusting = await startServer({ env: { TRUST_PROXY: 'true' } });
  proxy = await startNginxProxy([Number(new URL(trusting.baseUrl).port)]);
  browser = await launchBrowser(proxy.chromiumArgs);
});

after(async () => {
  await browser?.close();
  await proxy?.stop();
  await trusting?.stop();
});

describe('the site behind nginx over HTTPS, as deploy/ configures it', () => {
  test('the site and the API answer through https:// over HTTP/2, and http:// is sent there', async () => {
    const session = http2.connect(`https://127.0.0.1:${proxy.port}`, {
      servername: SITE_HOST,
      ca: proxy.certificate,
    });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({
          ':path': '/api/site/config',
          ':authority': `${SITE_HOST}:${proxy.port}`,
        });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => (body += chunk));
        stream.on('end', () => resolve({ status, body }));
        stream.once('error', reject);
        stream.end();
      });
      assert.equal(answer.status, 200);
      assert.equal((JSON.parse(answer.body) as { code: number }).code, 0);
    } finally {
      session.close();
    }

    const home = await proxyRequest(proxy, '/home');
    assert.equal(home.status, 200);
    assert.match(home.body, /<h1[^>]*>/, 'the rendered home page comes through the proxy');
    assert.match(String(home.headers['strict-transport-security']), /max-age=\d+/);

    const redirect = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({
          host: '127.0.0.1',
          port: proxy.httpPort,
          path: '/home',
          headers: { host: SITE_HOST },
        })
        .once('response', resolve)
        .once('error', reject),
    );
    redirect.resume();
    assert.equal(redirect.statusCode, 301);
    assert.equal(redirect.headers.location, `https://${SITE_HOST}/home`);
  });

  test('the service worker registers and the scorer is installable from https://', async () => {
    // A profile of its own: Chromium never offers to install from an incognito window, which
    // every other context of the tests is.
    const profile = mkdtempSync(path.join(tmpdir(), 'feipan-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...PHONE,
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS, ...proxy.chromiumArgs],
    });
    try {
      const tab = await context.newPage();
      await tab.goto(`${proxy.origin}/scoring/login`);
      assert.equal(await tab.evaluate(() => window.isSecureContext), true);
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      const cdp = await context.newCDPSession(tab);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
      };
      assert.match(manifest.url, /scoring\.webmanifest$/);
      assert.deepEqual(manifest.errors, []);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      assert.deepEqual(
        installabilityErrors.map((error) => error.errorId),
        [],
        'Chromium finds nothing that keeps the scorer from being installed',
      );
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a live point reaches an open page through the proxy within a second', async () => {
    const volunteer = (
      await proxyApi<{ ticket: string }>(proxy, '/api/volunteer/login', {
        body: { phone: '13800000003', password: 'demo1234' },
      })
    ).ticket;
    const games = await proxyApi<VolunteerGame[]>(proxy, '/api/volunteer/date/games', {
      ticket: volunteer,
    });
    const game = games.find((g) => g.status !== 'finished' && !g.cancelReason);
    assert.ok(game, '演示记分员今天没有可记分的比赛');
    if (game.status === 'scheduled') {
      await proxyApi(proxy, '/api/volunteer/begin', {
        body: { id: randomUUID(), gameId: game.id, at: Date.now() },
        ticket: volunteer,
      });
    }
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    try {
      const tab = await context.newPage();
      const streamOpen = tab.waitForResponse((response) =>
        response.url().includes(`/api/live/competitions/${game.competitionId}`),
      );
      await tab.goto(`${proxy.origin}/match/detail?id=${game.competitionId}`);
      await waitForApp(tab);
      await streamOpen;
      const row = tab
        .getByRole('listitem')
        .filter({ hasText: game.home.name })
        .filter({ hasText: game.away.name })
        .filter({ hasText: game.time });
      const now = (
        await proxyApi<VolunteerGame[]>(proxy, '/api/volunteer/date/games', {
          ticket: volunteer,
        })
      ).find((g) => g.id === game.id);
      assert.ok(now);
      await row.filter({ hasText: `${now.homeScore} : ${now.awayScore}` }).waitFor();
      // From here only the stream can bring the point: a buffering proxy would hold it back.
      await tab.route(`${proxy.origin}/api/competitions/**`, (route) => route.abort());

      const sentAt = Date.now();
      await proxyApi(proxy, '/api/volunteer/save/score', {
        body: { id: randomUUID(), gameId: game.id, team: 'home', at: Date.now() },
        ticket: volunteer,
      });
      await row
        .filter({ hasText: `${now.homeScore + 1} : ${now.awayScore}` })
        .waitFor({ timeout: 1000 });
      assert.ok(Date.now() - sentAt < 1000);
    } finally {
      await context.close();
    }
  });

  test('the login rate limit counts each client by its own address only with TRUST_PROXY', async () => {
    const refused = /尝试过于频繁/;
    const wrongPassword = (target: NginxProxy, from: string, headers?: Record<string, string>) =>
      proxyRequest(target, '/api/user/pwLogin', {
        body: { phone: '13800000001', password: 'not-the-password' },
        from,
        headers,
      }).then((answer) => (JSON.parse(answer.body) as { message: string }).message);

    // Ten guesses from one address use up that address's tries at this phone (PASSWORD_LIMITS).
    const exhaust = async (target: NginxProxy) => {
      for (let guess = 0; guess < 10; guess += 1) {
        assert.doesNotMatch(await wrongPassword(target, '127.0.0.2'), refused);
      }
      assert.match(await wrongPassword(target, '127.0.0.2'), refused);
    };

    await exhaust(proxy);
    assert.doesNotMatch(
      await wrongPassword(proxy, '127.0.0.3'),
      refused,
      'with TRUST_PROXY another client keeps its own tries',
    );
    assert.match(
      await wrongPassword(proxy, '127.0.0.2', { 'x-forwarded-for': '127.0.0.77' }),
      refused,
      'a client cannot name another address: nginx overwrites X-Forwarded-For',
    );

    const blind = await startServer();
    const blindProxy = await startNginxProxy([Number(new URL(blind.baseUrl).port)]);
    try {
      await exhaust(blindProxy);
      assert.match(
        await wrongPassword(blindProxy, '127.0.0.3'),
        refused,
        'without TRUST_PROXY every client is the proxy, and shares its tries',
      );
    } finally {
      await blindProxy.stop();
      await blind.stop();
    }
  });
});
