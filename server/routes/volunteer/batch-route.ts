// POST /api/volunteer/batch: a phone drains a long outbox in few requests. Actions run in order,
// each in its own transaction, so a rejected action keeps the ones before it; each gets a result.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { ok } from '../../http/envelope';
import {
  batchActionSchema,
  batchBody,
  type BatchItemResult,
} from '../../../src/contract/volunteer';
import { deviceStampOf } from './device-stamp';
import type { Actor } from './game-access';
import { applyVolunteerAction } from './record-action';
import { MSG } from './volunteer-messages';

async function applyBatchItem(
  db: Kysely<Database>,
  actor: Actor,
  request: FastifyRequest,
  raw: Record<string, unknown>,
): Promise<BatchItemResult> {
  const rawId = typeof raw.id === 'string' ? raw.id : null;
  const parsed = batchActionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      id: rawId,
      code: ErrorCode.validation,
      message: issue?.message ?? MSG.badAction,
      data: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  }
  const action = parsed.data;
  try {
    const data = await applyVolunteerAction(
      db,
      actor,
      action,
      deviceStampOf(request, action, false),
      request.server.now(),
    );
    return { id: action.id, code: 0, message: MSG.done, data };
  } catch (error) {
    if (error instanceof BusinessError) {
      return { id: action.id, code: error.code, message: error.message, data: error.data };
    }
    throw error;
  }
}

export const volunteerBatchRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/volunteer/batch',
    {
      config: signedIn('volunteer', 'staff'),
      schema: {
        body: batchBody,
        summary: '按顺序提交多个记分操作，逐个返回结果',
        description:
          '每个操作为 { type: begin | score | deleteScore | saveName | finish | timeout, ...对应单个接口的请求体 }；每个操作单独成事务。',
        tags: ['记分'],
      },
    },
    async (request) => {
      const user = await requireUser(request, 'volunteer', 'staff');
      const results: BatchItemResult[] = [];
      for (const raw of request.body.actions)
        results.push(await applyBatchItem(app.db, user, request, raw));
      return ok({ results });
    },
  );
};
