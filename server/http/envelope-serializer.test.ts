import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSerializerCompiler } from './envelope-serializer';

const answer = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ id: z.number(), name: z.string() }),
});
const route = { schema: answer, method: 'GET', url: '/api/example/:id' };

describe('envelopeSerializerCompiler', () => {
  for (const checkAnswers of [true, false]) {
    it(`writes only the declared fields, and a failure as it is (checkAnswers ${checkAnswers})`, () => {
      const write = envelopeSerializerCompiler({ checkAnswers })(route);
      const data = { id: 7, name: '上海飞盘队', secret: '不该写出' };
      // Twice: the production writer is compiled at the first answer and kept for the next.
      for (let i = 0; i < 2; i += 1) {
        expect(JSON.parse(write({ code: 0, message: '成功', data }))).toEqual({
          code: 0,
          message: '成功',
          data: { id: 7, name: '上海飞盘队' },
        });
      }
      expect(JSON.parse(write({ code: 404, message: '比赛不存在', data: null }))).toEqual({
        code: 404,
        message: '比赛不存在',
        data: null,
      });
    });
  }

  it('in the tests, refuses an answer that does not fit its schema', () => {
    const write = envelopeSerializerCompiler({ checkAnswers: true })(route);
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => write({ code: 0, message: '成功', data: { id: 7, name: 123 } })).toThrow(
        /不符合其响应结构/,
      );
    } finally {
      console.error = quiet;
    }
  });
});
