// Request bodies are read as bytes and decoded strictly: bytes that are not UTF-8 (or JSON text
// escaping half of a surrogate pair) are refused in Chinese and change nothing, instead of
// reaching the database as 「����」. JSON keeps Fastify's own parser (prototype-poisoning checks
// included); form bodies are parsed with qs like query strings.
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { BusinessError, ErrorCode } from './business-error';
import { parseQueryString } from './query-string';

export const INVALID_TEXT = '请求内容包含无效的字符（应为 UTF-8 编码的文字）';

const invalidText = () => new BusinessError(INVALID_TEXT, ErrorCode.validation);

// With the u flag a surrogate matches only when it is not half of a pair.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** True when every string in the parsed value, keys included, is well-formed Unicode. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(([key, item]) => wellFormed(key) && wellFormed(item));
  }
  return true;
}

export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(invalidText(), undefined);
    parseJson(request, bytes.toString('utf8'), (error, parsed) => {
      if (error) return done(error, undefined);
      return wellFormed(parsed) ? done(null, parsed) : done(invalidText(), undefined);
    });
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => {
      const bytes = body as Buffer;
      if (!isUtf8(bytes)) return done(invalidText(), undefined);
      const parsed = parseQueryString(bytes.toString('utf8'));
      return wellFormed(parsed) ? done(null, parsed) : done(invalidText(), undefined);
    },
  );
}
