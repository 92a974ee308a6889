// Builds the Fastify application: plugins in load order (external, then our hooks, then the route
// groups), so main.ts and the tests run exactly the same app.
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import './types';
import type { Database } from './db/schema';
import type { SmsProvider } from './auth/sms/sms-provider';
import { createSmsProvider } from './auth/sms/create-sms-provider';
import { DEFAULT_BACKUP_KEEP, type SmsProviderName } from './env';
import type { AliyunSmsSettings } from './delivery/delivery-env';
import { registerTicketHook } from './auth/ticket-hook';
import { registerBodyParsers } from './http/body-parsers';
import { registerErrorHandler, sendApiNotFound } from './http/error-handler';
import { answerClientError, answerFrameworkError } from './http/framework-errors';
import { DEFAULT_TIMEOUTS, type ServerTimeouts } from './http/server-timeouts';
import { validationMessage } from './http/validation-messages';
import { envelopeSerializerCompiler } from './http/envelope-serializer';
import { registerEtag } from './http/etag';
import { registerContentWrites } from './answers/content-writes';
import { parseQueryString } from './http/query-string';
import { registerApiDocs } from './http/api-docs';
import { nullableEnumsAdmitNull } from './http/openapi-nullable-enums';
import { hasClientBuild, registerClientFiles } from './http/static-files';
import type { PageRenderer } from './http/page-render';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRequestIdHeader, requestIdOf } from './http/request-id';
import { createMetrics } from './metrics/metrics';
import { registerMetricsRoute } from './metrics/metrics-route';
import type { LiveBus } from './live/live-bus';
import { registerLive } from './live/live-service';
import type { LiveStreamOptions } from './live/live-streams';
import { accountRoutes } from './routes/account/index';
import { portalRoutes } from './routes/portal/index';
import { scoringRoutes } from './routes/scoring/index';
import { calendarFeedRoutes } from './routes/calendars/index';
import { clubRoutes } from './routes/club/index';
import { downloadRoutes } from './routes/download/index';
import { competitionRoutes } from './routes/competitions/index';
import { trainingRoutes } from './routes/training/index';
import { queryRoutes } from './routes/query/index';
import { playerRecordRoutes } from './routes/records/player-routes';
import { recordRoutes } from './routes/records/index';
import { uploadFileRoutes } from './routes/uploads/index';
import { adminRoutes } from './routes/admin/index';
import { membershipRoutes } from './routes/membership/index';
import { healthRoutes } from './routes/system/index';
import { createBackupService, type BackupServiceOptions } from './backup/backup-schedule';
import { registerReadiness } from './http/readiness';
import { inboxRoutes } from './routes/inbox/index';
import type { DeliveryChannels } from './domain/inbox/tell';
import { createIdNumberCipher } from './domain/membership/identity/id-number-cipher';

export interface BuildAppOptions {
  db: Kysely<Database>;
  logger?: FastifyServerOptions['logger'];
  serveClient?: boolean;
  /** A provider object (tests pass a fake), or else the one SMS_PROVIDER names (default log). */
  sms?: SmsProvider;
  smsProvider?: SmsProviderName;
  /** SMS_PROVIDER=aliyun's settings (env.ts reads them). */
  aliyunSms?: AliyunSmsSettings | null;
  /** Epoch-ms clock; tests pass their own. */
  now?: () => number;
  /** Where the built client lives; defaults to the repository's dist/. */
  distDir?: string;
  /** Renders the server-rendered pages; by default the one built into dist-ssr/. */
  pageRenderer?: PageRenderer;
  trustProxy?: boolean;
  /** Check every answer against its schema with zod too (the tests; see envelope-serializer.ts). */
  checkAnswers?: boolean;
  /** Tests shorten these to see a slow client cut off; production keeps the defaults. */
  timeouts?: Partial<ServerTimeouts>;
  /** How live scores reach the other instances (docs/live-scores.md); by default this one only. */
  liveBus?: LiveBus;
  /** The live streams' cap (LIVE_MAX_STREAMS) and fan-out tick; by default live-streams.ts's. */
  liveStreams?: LiveStreamOptions;
  /** The server's backups (main.ts gives BACKUP_*); by default none are taken. */
  backups?: Omit<BackupServiceOptions, 'log'>;
  /** Lets /metrics be read from another machine with this bearer token (METRICS_TOKEN). */
  metricsToken?: string;
  /** Channels the messages' deliveries use (main.ts: SMTP_URL, SMS_PROVIDER); by default none. */
  deliveryChannels?: DeliveryChannels;
  /** Seals the ID numbers at rest (ID_NUMBER_KEY); without one, storing a number is refused. */
  idNumberKey?: Buffer | null;
}

const noBackup = () => Promise.reject(new Error('未设置备份目录 BACKUP_DIR'));
const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
const BODY_LIMIT_BYTES = 1024 * 1024;

// Zod's messages for rules without one of ours, in our words too.
z.config({ customError: validationMessage });

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { querystringParser: parseQueryString },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    envelopeSerializerCompiler({ checkAnswers: options.checkAnswers ?? false }),
  );
  app.decorate('db', options.db);
  app.decorate(
    'sms',
    options.sms ??
      createSmsProvider(options.smsProvider ?? 'log', app.log, options.aliyunSms ?? null),
  );
  app.decorate('now', options.now ?? Date.now);
  app.decorate('deliveryChannels', options.deliveryChannels ?? { email: false, sms: false });
  app.decorate('idNumbers', options.idNumberKey ? createIdNumberCipher(options.idNumberKey) : null);
  registerRequestIdHeader(app);
  const metrics = createMetrics(app);
  app.decorate('metrics', metrics);
  registerMetricsRoute(app, metrics, options.metricsToken);
  registerErrorHandler(app);
  registerBodyParsers(app);
  registerLive(app, options.liveBus, timeouts.connectionMs, options.liveStreams);
  registerReadiness(app);
  app.decorate(
    'backups',
    createBackupService({
      ...(options.backups ?? {
        dir: null,
        everyMs: null,
        keep: DEFAULT_BACKUP_KEEP,
        take: noBackup,
      }),
      log: app.log,
      onAttempt: (attempt) => metrics.backup(attempt),
    }),
  );
  app.addHook('onClose', async () => app.backups.stop());

  registerSecurityHeaders(app);
  await app.register(compress);
  await app.register(swagger, {
    openapi: {
      info: { title: '飞盘协会门户接口', version: '1.0.0' },
      components: {
        securitySchemes: { ticket: { type: 'apiKey', in: 'header', name: 'ticket' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: nullableEnumsAdmitNull,
  });

  registerTicketHook(app);
  registerEtag(app);
  registerContentWrites(app);
  registerApiDocs(app);

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(portalRoutes);
  await app.register(scoringRoutes);
  await app.register(clubRoutes);
  await app.register(downloadRoutes);
  await app.register(competitionRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(trainingRoutes);
  await app.register(queryRoutes);
  await app.register(playerRecordRoutes);
  await app.register(recordRoutes);
  await app.register(uploadFileRoutes);
  await app.register(adminRoutes);
  await app.register(inboxRoutes);
  await app.register(membershipRoutes);

  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  if (options.serveClient && hasClientBuild(distDir)) {
    await registerClientFiles(app, distDir, { renderer: options.pageRenderer });
  } else {
    app.setNotFoundHandler(sendApiNotFound);
  }
  return app;
}
