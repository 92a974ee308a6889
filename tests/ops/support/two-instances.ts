// The deployment of docs/deploy.md for one test file: a PostgreSQL cluster of its own, two server
// instances on it, and nginx in front as deploy/nginx/feipan.conf configures it. Started before
// the file's tests and stopped after them.
import { after, before } from 'node:test';
import { startNginxProxy, type NginxProxy } from '../../browser/support/nginx-proxy';
import { startServer, type RunningServer } from '../../browser/support/start-server';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

export interface TwoInstances {
  postgres: PrivatePostgres;
  instances: RunningServer[];
  proxy: NginxProxy;
}

export function twoInstancesBehindNginx(): TwoInstances {
  const bed = { instances: [] } as unknown as TwoInstances;
  before(async () => {
    bed.postgres = await startPrivatePostgres();
    const env = { DEMO_DATA: 'false', TRUST_PROXY: 'true' };
    // The first migrates the empty database; the second then starts on a migrated one.
    const first = await startServer({ databaseUrl: bed.postgres.url, env });
    const second = await startServer({ databaseUrl: bed.postgres.url, env });
    bed.instances = [first, second];
    bed.proxy = await startNginxProxy(bed.instances.map((instance) => instance.port));
  });
  after(async () => {
    await bed.proxy?.stop();
    for (const instance of bed.instances) await instance.stop();
    await bed.postgres?.remove();
  });
  return bed;
}
