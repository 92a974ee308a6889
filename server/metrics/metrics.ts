// What an instance counts for Prometheus (prom-client): requests by route and status with their
// latency, the database pool, open live streams, scoring actions accepted and refused, and the
// public answers served from the cache or rebuilt, and the server's scheduled backups. One registry per app, not prom-client's global
// one, so the apps a test file builds count apart. Read at GET /metrics (metrics-route.ts).
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats } from '../db/connect';
import type { BackupAttempt } from '../backup/backup-schedule';

export type AnswerOutcome = 'not_modified' | 'cached' | 'built';

export interface Metrics {
  registry: Registry;
  /** A scoring action's end: stored (or a resend of one stored), or refused by a rule. */
  scoringAction(outcome: 'accepted' | 'refused'): void;
  /** How a public answer was served (docs/public-answers.md). */
  publicAnswer(outcome: AnswerOutcome): void;
  /** One of the server's scheduled backups, done or failed (server/backup/backup-schedule.ts). */
  backup(attempt: BackupAttempt): void;
}

export function createMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'feipan_http_request_duration_seconds',
    help: '请求用时（秒），按方法、路由与状态码',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        // The route's pattern, never the raw URL: one series per route, and no ids or phones.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const pool = (
    name: string,
    help: string,
    read: (stats: NonNullable<ReturnType<typeof poolStats>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = poolStats(app.db);
        this.set(stats ? read(stats) : 0);
      },
    });
  pool('feipan_db_pool_connections', '数据库连接池中的连接数（PostgreSQL）', (s) => s.total);
  pool('feipan_db_pool_in_use', '正在使用的数据库连接数（PostgreSQL）', (s) => s.total - s.idle);
  pool('feipan_db_pool_waiting', '等待数据库连接的查询数（PostgreSQL）', (s) => s.waiting);

  new Gauge({
    name: 'feipan_live_streams_open',
    help: '本实例打开的实时比分事件流',
    registers: [registry],
    collect() {
      this.set(app.live.streams.count());
    },
  });

  const actions = new Counter({
    name: 'feipan_scoring_actions_total',
    help: '记分操作，按结果（accepted 接受，refused 拒绝）',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const answers = new Counter({
    name: 'feipan_public_answers_total',
    help: '公开应答，按来源（not_modified 304，cached 缓存，built 重新生成）',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const backups = new Counter({
    name: 'feipan_backups_total',
    help: '服务器的定时备份，按结果（ok 成功，failed 失败）',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const backupSeconds = new Gauge({
    name: 'feipan_backup_last_duration_seconds',
    help: '最近一次定时备份的用时（秒）',
    registers: [registry],
  });
  const backupBytes = new Gauge({
    name: 'feipan_backup_last_success_bytes',
    help: '最近一次成功的定时备份的大小（字节）',
    registers: [registry],
  });
  const backupAt = new Gauge({
    name: 'feipan_backup_last_success_timestamp_seconds',
    help: '最近一次成功的定时备份完成的时间（Unix 秒）',
    registers: [registry],
  });

  return {
    registry,
    scoringAction: (outcome) => actions.inc({ outcome }),
    publicAnswer: (outcome) => answers.inc({ outcome }),
    backup: (attempt) => {
      backups.inc({ result: attempt.ok ? 'ok' : 'failed' });
      backupSeconds.set(attempt.ms / 1000);
      if (attempt.ok && attempt.bytes !== null) {
        backupBytes.set(attempt.bytes);
        backupAt.set((Date.parse(attempt.at) + attempt.ms) / 1000);
      }
    },
  };
}
