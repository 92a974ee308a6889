// The server serves the route table, the whole table and nothing else: every call of
// src/contract/api/ is registered with its method, path and answer schema, and /api/docs/json
// documents no call the table lacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TABLE } from '../src/contract/api/index';
import { buildTestApp, type TestApp } from './test-support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const tableRoutes = Object.entries(API_TABLE).flatMap(([group, routes]) =>
  Object.entries(routes).map(([name, route]) => ({ name: `${group}.${name}`, route })),
);
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

async function documented(): Promise<Document> {
  const response = await t.app.inject({ url: '/api/docs/json' });
  return response.json() as Document;
}

describe('the route table', () => {
  it('names each method and path once', () => {
    const keys = tableRoutes.map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(tableRoutes)('$name is served and documented with its answer', async ({ route }) => {
    const document = await documented();
    const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    expect(operation, `${route.method} ${route.path}`).toBeDefined();
    const answer = operation?.responses?.['200']?.content?.['application/json']?.schema;
    expect(answer, `${route.method} ${route.path} 的响应结构`).toBeDefined();
  });

  it('documents no call the table lacks', async () => {
    const document = await documented();
    const inTable = new Set(
      tableRoutes.map(({ route }) => `${route.method} ${openApiPath(route.path)}`),
    );
    const served = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.filter((key) => !inTable.has(key))).toEqual([]);
  });
});
