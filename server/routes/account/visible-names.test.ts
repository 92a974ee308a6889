// Names are shown to other people, so they hold no control characters and no marks that reorder
// text (U+202E turns 「王磊」 into something else on screen): refused in Chinese, nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, withTicket, type TestApp } from '../../test-support/build-test-app';
import { createTestClub } from '../../test-support/test-clubs';
import { createTestUser } from '../../test-support/test-users';
import { seedScoringFixture, type ScoringFixture } from '../../test-support/scoring-test-fixture';

const HIDDEN = [
  '\u202E',
  '\u202D',
  '\u2066',
  '\u200F',
  '\u0007',
  '\u0000',
  '\u001B',
  '\u0085',
  '\t',
];

let test: TestApp;
let scoring: ScoringFixture;
let contact: string;
let clubId: number;

beforeAll(async () => {
  test = await buildTestApp();
  scoring = await seedScoringFixture(test.db);
  const contactId = await createTestUser(test.db, { phone: '13700000002', type: 'contact' });
  clubId = await createTestClub(test.db, { name: '上海飞盘俱乐部', contactUserId: contactId });
  contact = await loginAs(test.app, '13700000002');
});
afterAll(() => test.close());

const send = (method: 'POST' | 'DELETE', url: string, ticket: string | null, payload: object) =>
  test.app
    .inject({ method, url, payload, headers: ticket ? withTicket(ticket) : {} })
    .then((r) => r.json<{ code: number; message: string }>());

describe.each(HIDDEN.map((character) => [JSON.stringify(character), character]))(
  'a name with %s',
  (_, hidden) => {
    const name = `王${hidden}磊`;

    it('is refused for a person', async () => {
      expect(await send('POST', '/api/user/update', scoring.tickets.player, { name })).toEqual({
        code: 1001,
        message: '姓名不能包含控制字符或文字方向符号',
        data: [{ path: 'name', message: '姓名不能包含控制字符或文字方向符号' }],
      });
      expect(
        (await send('POST', '/api/user/update', scoring.tickets.player, { city: `上${hidden}海` }))
          .message,
      ).toBe('城市名称不能包含控制字符或文字方向符号');
      const registration = {
        phone: '13711112222',
        code: '123456',
        password: 'feipan2026',
        name,
        type: 'player',
        gender: 'M',
        city: '上海',
      };
      expect((await send('POST', '/api/user/register', null, registration)).message).toBe(
        '姓名不能包含控制字符或文字方向符号',
      );
    });

    it('is refused for a club', async () => {
      const clubName = `飞盘${hidden}俱乐部`;
      expect((await send('POST', '/api/club/update', contact, { name: clubName })).message).toBe(
        '俱乐部名称不能包含控制字符或文字方向符号',
      );
      expect(
        (
          await send('POST', '/api/club/register', scoring.tickets.player, {
            name: clubName,
            division: 'MIX',
            city: '上海',
          })
        ).message,
      ).toBe('俱乐部名称不能包含控制字符或文字方向符号');
    });

    it('is refused for a player named while scoring', async () => {
      const answer = await send('POST', '/api/volunteer/save/name', scoring.tickets.volunteer, {
        id: 'rename-1',
        gameId: scoring.gameId,
        team: 'home',
        name,
        at: 1000,
      });
      expect(answer.message).toBe('队员姓名不能包含控制字符或文字方向符号');
    });
  },
);

describe('nothing of the refused names', () => {
  it('was stored', async () => {
    const names = [
      ...(await test.db.selectFrom('users').select('name').execute()).map((row) => row.name),
      ...(await test.db.selectFrom('clubs').select('name').execute()).map((row) => row.name),
      ...(await test.db.selectFrom('game_players').select('name').execute()).map((row) => row.name),
    ];
    expect(names.filter((name) => HIDDEN.some((hidden) => name.includes(hidden)))).toEqual([]);
    expect((await test.db.selectFrom('clubs').select('id').execute()).map((row) => row.id)).toEqual(
      [clubId],
    );
  });

  it('keeps ordinary names working, with spaces and letters', async () => {
    const answer = await send('POST', '/api/user/update', scoring.tickets.player, {
      name: 'Anna Lee 李',
    });
    expect(answer).toMatchObject({ code: 0 });
  });
});
