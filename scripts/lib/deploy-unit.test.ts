// The systemd unit of deploy/ starts the server as `npm start` does: the same heap bound and the
// same allocator setting (why they matter: docs/public-answers.md). A change to one is a change
// to the other, or this fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-build.mjs';

const unit = readFileSync(
  path.resolve(import.meta.dirname, '../../deploy/systemd/feipan@.service'),
  'utf8',
);

describe('deploy/systemd/feipan@.service', () => {
  it('runs the compiled server with the node flags npm start uses', () => {
    const execStart = unit.match(/^ExecStart=(.*)$/m)?.[1].split(/\s+/);
    expect(execStart).toEqual(['/usr/bin/node', ...SERVER_NODE_ARGS, 'dist-server/main.js']);
  });

  it('sets the environment npm start sets', () => {
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(unit).toMatch(new RegExp(`^Environment=${name}=${value}$`, 'm'));
    }
  });
});
