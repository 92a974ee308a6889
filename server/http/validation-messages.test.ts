// Every message a caller can meet is in the project's words: the schemas' own, or for rules that
// have none, validationMessage's, never zod's default 「无效输入：期望 object，实际接收 string」.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueTicket } from '../auth/tickets';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { validationMessage } from './validation-messages';

/** Words of zod's own messages, in its English and Chinese locales. */
const ZOD_WORDING = /无效|期望|实际接收|数值过|未知的键|\(key\)|Invalid|[Ee]xpected/;
const CHINESE = /[\u4e00-\u9fff]/;

describe('validationMessage', () => {
  const messages = (schema: z.ZodType, input: unknown) =>
    (schema.safeParse(input, { error: validationMessage }).error?.issues ?? []).map(
      (issue) => issue.message,
    );

  it('names the body or the field, in Chinese', () => {
    const body = z.strictObject({
      player: z.object({ number: z.number() }),
      actions: z.array(z.record(z.string(), z.unknown())).max(1),
      team: z.enum(['home', 'away']).optional(),
      name: z.string().min(2).optional(),
      id: z.string(),
    });
    expect(messages(body, 'x')).toEqual(['请求内容应为 JSON 对象']);
    expect(
      messages(body, { player: { number: 'x' }, actions: [], team: 'x', name: 'a', extra: 1 }),
    ).toEqual([
      '参数 player.number 应为数字',
      '参数 team 的取值不在允许的范围内',
      '参数 name 不能少于 2 个字',
      '缺少参数 id',
      '请求内容包含不支持的字段：extra',
    ]);
    expect(messages(body.shape.actions, [{}, {}])).toEqual(['请求内容最多只能有 1 项']);
    expect(messages(z.union([z.string(), z.number()]), true)).toEqual(['请求内容格式不正确']);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messages(z.string({ error: '请输入姓名' }), 1)).toEqual(['请输入姓名']);
  });
});

describe('every documented call, given malformed input', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ demo: true });
  });
  afterAll(() => test.close());

  it('answers only in the project’s own Chinese words', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    const callers = await test.db
      .selectFrom('users')
      .select('id')
      .where('phone', 'in', ['13800000000', '13800000001'])
      .execute();
    const bodies = [
      '',
      '"x"',
      '[]',
      '7',
      'null',
      '{"id":{},"phone":[],"name":{"a":1},"actions":["x",{}]}',
    ];
    const offending: string[] = [];
    let refusals = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const urls = ['abc', '-1', '1.5'].map(
          (bad) => path.replace(/\{\w+\}/g, bad) + '?page=x&pageSize=[]&clubId=-2&date=x&phone=1',
        );
        const calls = [
          ...urls.map((url) => ({ url, payload: undefined as string | undefined })),
          ...(method === 'get'
            ? []
            : bodies.map((payload) => ({ url: path.replace(/\{\w+\}/g, '1'), payload }))),
        ];
        for (const call of calls) {
          for (const { id } of callers) {
            const response = await test.app.inject({
              method: method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
              url: call.url,
              headers: {
                ticket: await issueTicket(test.db, id, test.app.now()),
                ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              payload: call.payload,
            });
            const body = response.json<{ code: number; message: string; data: unknown }>();
            if (body.code === 0) continue;
            refusals += 1;
            const details = Array.isArray(body.data) ? (body.data as { message?: unknown }[]) : [];
            for (const message of [body.message, ...details.map((item) => item.message)]) {
              if (
                typeof message !== 'string' ||
                ZOD_WORDING.test(message) ||
                !CHINESE.test(message)
              )
                offending.push(
                  `${method.toUpperCase()} ${call.url} ${call.payload ?? ''}: ${String(message)}`,
                );
            }
          }
        }
      }
    }
    expect(offending).toEqual([]);
    expect(refusals).toBeGreaterThan(300);
  }, 120_000);
});
