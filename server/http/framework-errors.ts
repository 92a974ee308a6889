// Answers to requests that fail before any route or hook runs, in the envelope with a Chinese
// message and the security headers like every other answer: URLs Fastify cannot decode
// (frameworkErrors), and what Node's HTTP parser refuses or gives up on (clientErrorHandler: an
// unknown method, a bad Content-Length, headers over 16 KB, a request not sent in time). The
// latter have no request object, so the answer is written on the socket, which then closes.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope';
import { SECURITY_HEADERS } from './security-headers';

const URL_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: '请求地址格式不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
};

interface ClientErrorAnswer {
  status: number;
  message: string;
}

const CLIENT_ERRORS: Record<string, ClientErrorAnswer> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: '请求超时：请求未能及时发送完毕，请重试' },
  HPE_HEADER_OVERFLOW: { status: 431, message: '请求头过大' },
  HPE_INVALID_METHOD: { status: 400, message: '不支持的请求方法' },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, message: '请求内容长度不正确' },
  HPE_UNEXPECTED_CONTENT_LENGTH: { status: 400, message: '请求内容长度不正确' },
};
const BAD_REQUEST: ClientErrorAnswer = { status: 400, message: '请求格式不正确' };

export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Only the two URL errors and an async-constraint failure come here; the last is our fault.
  const message = URL_MESSAGES[error.code];
  const status = message ? 400 : 500;
  void reply
    .code(status)
    .headers(SECURITY_HEADERS)
    .send(fail(status, message ?? '服务器内部错误'));
}

export function clientErrorResponse(code: string): string {
  const { status, message } = CLIENT_ERRORS[code] ?? BAD_REQUEST;
  const body = JSON.stringify(fail(status, message));
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error.code ?? ''));
  socket.destroy(error);
}
