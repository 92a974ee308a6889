// Turns every failure into the envelope (docs/api-conventions.md, "Errors"). Bad input is never a
// 5xx: business and validation errors answer HTTP 200 with a Chinese message; only real server
// faults answer 500, and then without stack, SQL or any other detail (those go to the server log).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BusinessError, ErrorCode } from './business-error';
import { fail } from './envelope';
import { isDatabaseUnavailable } from '../db/database-unavailable';

/** Fastify's own client errors (body parsing, content type, size), in Chinese. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_VALIDATION: '请求参数不正确',
};
const GENERIC_CLIENT_ERROR = '请求格式不正确';

export const API_NOT_FOUND_MESSAGE = '接口不存在';
export const DATABASE_UNAVAILABLE_MESSAGE = '数据库暂时无法连接，请稍后再试';

function validationPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || '';
}

function handleError(error: Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof BusinessError) {
    return reply.code(200).send(fail(error.code, error.message, error.data));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: validationPath(issue.instancePath, error.validationContext),
      message: issue.message,
    }));
    const first = issues[0]?.message ?? GENERIC_CLIENT_ERROR;
    return reply.code(200).send(fail(ErrorCode.validation, first, issues));
  }
  const { statusCode = 500, code = '' } = error as Partial<FastifyError>;
  if (statusCode >= 400 && statusCode < 500) {
    const message = CLIENT_ERROR_MESSAGES[code] ?? GENERIC_CLIENT_ERROR;
    return reply.code(200).send(fail(ErrorCode.validation, message));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).send(fail(503, DATABASE_UNAVAILABLE_MESSAGE));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(fail(500, '服务器内部错误'));
}

export function sendApiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(fail(404, API_NOT_FOUND_MESSAGE));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<Error>(handleError);
}
