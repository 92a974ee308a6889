// 操作记录 (docs/console.md): staff read audit_log, filtered; no call edits or deletes a row.
import type { FastifyInstance } from 'fastify';

export async function adminAuditRoutes(_app: FastifyInstance): Promise<void> {}
