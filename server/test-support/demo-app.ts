// The content route tests' shared set-up: one app on a fresh database with the demo data for the
// test file, and GET through app.inject with the answer's envelope typed.
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

export interface Body<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Builds the demo app before the file's tests and closes it after them; `onReady` hands the app
 * to the file for direct database checks. `get` expects HTTP 200 and answers the envelope.
 */
export function useDemoApp(onReady: (app: TestApp) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp({ demo: true });
    onReady(app);
  });
  afterAll(() => app?.close());
  const get = async <T = unknown>(url: string): Promise<Body<T>> => {
    if (!app) throw new Error('the demo app is not built yet');
    const response = await app.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json<Body<T>>();
  };
  return { get };
}
