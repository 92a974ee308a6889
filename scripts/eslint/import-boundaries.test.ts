// The project's ESLint setup as `npm run lint` runs it, on small files written for the purpose:
// an import cycle is refused wherever it closes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONFIG = path.resolve(import.meta.dirname, '../../eslint.config.js');

describe('import cycles', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write(
      'server/first.ts',
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    write(
      'server/second.ts',
      "import { first } from './first';\nexport const second = () => first;\n",
    );
    write(
      'server/third.ts',
      "import { first } from './first';\nexport const third = () => first;\n",
    );
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function cycleErrors(file: string): Promise<string[]> {
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: CONFIG });
    const [result] = await eslint.lintFiles([path.join(dir, file)]);
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'import-x/no-cycle')
      .map((message) => message.message);
  }

  it('refuses both ends of a two-file cycle', async () => {
    expect(await cycleErrors('server/first.ts')).toHaveLength(1);
    expect(await cycleErrors('server/second.ts')).toHaveLength(1);
  });

  it('lets a module import one that is in a cycle without being part of it', async () => {
    expect(await cycleErrors('server/third.ts')).toEqual([]);
  });
});
