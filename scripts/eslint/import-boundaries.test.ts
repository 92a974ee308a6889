// The project's ESLint setup as `npm run lint` runs it, on small files written for the purpose:
// src/theme may not call the API, the contract leans on nothing outside itself, and API paths are
// written only in the route table. (Import cycles have a test of their own,
// scripts/import-cycles.test.ts.)
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const CONFIG = path.resolve(import.meta.dirname, '../../eslint.config.js');
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('no API calls in src/theme', () => {
  // Linted as text under the real tree, since the rule places a file by its path in the project.
  async function boundaryErrors(file: string, code: string): Promise<string[]> {
    const eslint = new ESLint({
      cwd: ROOT,
      overrideConfigFile: CONFIG,
      overrideConfig: { rules: { 'import/no-cycle': 'off' } },
    });
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'local/import-boundaries')
      .map((message) => message.message);
  }

  const FORM = 'src/theme/components/login-forms/probe-form.tsx';

  it.each([
    ["import { sendCheckCode } from '../../../lib/auth/sign-in-calls';", 'a calls module'],
    ["import { apiPost } from '../../../lib/api-client';", 'the API client'],
    ["import { loginByCode } from '../../../lib/auth';", "lib/auth's index"],
    ["import { loginByCode } from '../../../lib/auth/index';", "lib/auth's index by name"],
    ["import { registerClub } from '../../../features/club/club-calls';", "a feature's calls"],
    ["export * from '../../../lib/auth/sign-in-calls';", 'a re-export of a calls module'],
    ["const calls = () => import('../../../lib/auth/sign-in-calls');", 'a lazy import'],
  ])('refuses %s (%s)', async (code) => {
    expect(await boundaryErrors(FORM, `${code}\nexport {};\n`)).toEqual([
      expect.stringContaining('src/theme makes no API call'),
    ]);
  });

  it('lets theme code import the types of a call, and other modules of lib/auth', async () => {
    const code = [
      "import type { SmsScene } from '../../../lib/auth/sign-in-calls';",
      "import { type CurrentUserState } from '../../../lib/auth';",
      "import { useCountdown } from '../../../lib/auth/use-countdown';",
      'export type Probe = [SmsScene, CurrentUserState, typeof useCountdown];',
    ].join('\n');
    expect(await boundaryErrors(FORM, code)).toEqual([]);
  });

  it('lets a page, and a test of a theme form, wire the real calls in', async () => {
    const page =
      "import { sendCheckCode } from '../../lib/auth/sign-in-calls';\nexport { sendCheckCode };\n";
    expect(await boundaryErrors('src/features/account/probe-page.tsx', page)).toEqual([]);
    const test =
      "import { sendCheckCode } from '../../../lib/auth/sign-in-calls';\nexport { sendCheckCode };\n";
    expect(await boundaryErrors('src/theme/components/login-forms/probe.test.tsx', test)).toEqual(
      [],
    );
  });
});

describe('the shared contract and the route table', () => {
  async function errors(file: string, code: string, rule: string): Promise<string[]> {
    const eslint = new ESLint({
      cwd: ROOT,
      overrideConfigFile: CONFIG,
      overrideConfig: { rules: { 'import/no-cycle': 'off' } },
    });
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === rule)
      .map((message) => message.message);
  }

  it('refuses a contract module that leans on the browser side or the server', async () => {
    for (const code of [
      "import { apiGet } from '../lib/api-client';\nexport { apiGet };\n",
      "import { ok } from '../../server/http/envelope';\nexport { ok };\n",
    ]) {
      expect(await errors('src/contract/probe.ts', code, 'local/import-boundaries')).toEqual([
        expect.stringContaining('src/contract is shared'),
      ]);
    }
    const inside = "import { pageOf } from './common';\nexport { pageOf };\n";
    expect(await errors('src/contract/probe.ts', inside, 'local/import-boundaries')).toEqual([]);
  });

  it('refuses an API path written outside the route table, in the browser and the server', async () => {
    const literal = "export const url = '/api/notices';\n";
    const template = 'export const url = (id: number) => `/api/news/${id}`;\n';
    for (const file of ['src/features/portal/probe.ts', 'server/routes/probe.ts', 'sw/probe.ts']) {
      expect(await errors(file, literal, 'local/api-paths')).toHaveLength(1);
      expect(await errors(file, template, 'local/api-paths')).toHaveLength(1);
    }
    expect(await errors('src/contract/api/probe.ts', literal, 'local/api-paths')).toEqual([]);
    expect(await errors('server/routes/probe.test.ts', literal, 'local/api-paths')).toEqual([]);
    const other = "export const page = '/news/api';\n";
    expect(await errors('src/features/portal/probe.ts', other, 'local/api-paths')).toEqual([]);
  });

  it('refuses a route folder importing another, and a domain importing a route', async () => {
    const rule = 'local/import-boundaries';
    const crossing = [
      ['server/routes/club/probe.ts', "import { a } from '../competitions/competition-routes';"],
      ['server/routes/admin/results/probe.ts', "import { a } from '../../scoring/read-routes';"],
      ['server/routes/portal/probe.test.ts', "import { a } from '../club/index';"],
    ];
    for (const [file, code] of crossing) {
      expect(await errors(file, `${code}\nexport { a };\n`, rule)).toEqual([
        expect.stringContaining('Route folders under server/routes must not import each other'),
      ]);
    }
    const upward = "import { a } from '../../routes/club/index';\nexport { a };\n";
    expect(await errors('server/domain/content/probe.ts', upward, rule)).toEqual([
      expect.stringContaining('server/domain must not import server/routes'),
    ]);
    const allowed = [
      ['server/routes/club/probe.ts', "import { a } from '../../domain/content/news-queries';"],
      ['server/routes/admin/results/probe.ts', "import { a } from '../schedule/index';"],
      ['server/domain/content/probe.ts', "import { a } from '../competitions/rank-teams';"],
    ];
    for (const [file, code] of allowed) {
      expect(await errors(file, `${code}\nexport { a };\n`, rule)).toEqual([]);
    }
  });
});
