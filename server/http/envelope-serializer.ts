// Writes a route's answer from its declared schema (`response: { 200: envelopeOf(schema) }`, which
// every route of the table has): the zod schema becomes a JSON schema once, and fast-json-stringify
// writes each answer from it, leaving out any field the schema does not name. That is faster than
// zod's parse followed by JSON.stringify, which is what fastify-type-provider-zod does.
//
// fast-json-stringify trusts its input. So with `checkAnswers` (the tests) every answer is also
// parsed by zod and the two writings compared: an answer that does not fit its schema, or a schema
// the conversion renders differently, fails the test that produced it instead of reaching a phone.
//
// A business error is also HTTP 200 but wears another shape: failure envelopes (code ≠ 0) bypass
// the route's schema.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type SerializerCompiler = (route: {
  schema: unknown;
  method: string;
  url: string;
}) => (data: unknown) => string;

function isFailureEnvelope(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'code' in data && data.code !== 0;
}

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`响应结构不是 zod 结构：${JSON.stringify(schema)}`);
}

function compileWriter(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  delete json.$schema;
  return fastJson(json as Parameters<typeof fastJson>[0]);
}

/**
 * With `checkAnswers` (the tests) every writer is compiled as its route is registered, so a schema
 * the conversion cannot take fails the start of every test; in production each is compiled at its
 * route's first answer. Compiling all of them took about a third of the start's CPU and 30 MB
 * kept at rest (`npm run bench:start`), and most routes (the console's, the club centre's) are
 * never called by a given instance in a day.
 */
export function envelopeSerializerCompiler(options: { checkAnswers: boolean }): SerializerCompiler {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    let write = options.checkAnswers ? compileWriter(zodSchema) : undefined;
    return (data) => {
      if (isFailureEnvelope(data)) return JSON.stringify(data);
      write ??= compileWriter(zodSchema);
      const written = write(data);
      if (options.checkAnswers) checkAnswer(zodSchema, data, written, `${method} ${url}`);
      return written;
    };
  };
}

function checkAnswer(schema: z.ZodType, data: unknown, written: string, route: string): void {
  const parsed = schema.safeEncode(data);
  const problem = !parsed.success
    ? `${route} 的回答不符合其响应结构：${JSON.stringify(parsed.error.issues)}`
    : !isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(parsed.data)))
      ? `${route} 的回答按 JSON 结构写出后与 zod 的结果不同：${written}`
      : null;
  if (problem === null) return;
  // The error handler answers a bare 500; the test's output must say which field was wrong.
  console.error(problem);
  throw new Error(problem);
}
