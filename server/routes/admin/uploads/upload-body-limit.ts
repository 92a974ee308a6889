// An upload's size is judged before its bytes are kept: a Content-Length over the kind's limit is
// refused before the body is read, and a body sent without one (chunked) is cut off at the first
// byte past the limit. Either way the answer is the kind's own Chinese message, and the connection
// closes rather than reading the rest of what was sent.
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  UPLOAD_LIMITS,
  uploadMessages,
  type UploadKind,
} from '../../../../src/contract/admin-uploads';
import { BusinessError, ErrorCode } from '../../../http/business-error';

/** The largest body any upload may have: what the route's parser reads at most. */
export const UPLOAD_BODY_LIMIT = Math.max(...Object.values(UPLOAD_LIMITS));

/** The kind the query names; an unknown one gets the largest limit and is refused by validation. */
function kindOf(request: FastifyRequest): UploadKind {
  const { kind } = request.query as { kind?: unknown };
  return kind === 'image' ? 'image' : 'file';
}

const tooLarge = (kind: UploadKind) =>
  new BusinessError(uploadMessages.tooLarge(kind), ErrorCode.validation);

class ByteLimit extends Transform {
  private received = 0;

  constructor(
    private readonly limit: number,
    private readonly onOver: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.limit) return done(this.onOver());
    return done(null, chunk);
  }
}

/** A preParsing hook for the upload route (see the header). */
export async function limitUploadBody(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: NodeJS.ReadableStream,
): Promise<NodeJS.ReadableStream> {
  const kind = kindOf(request);
  const limit = UPLOAD_LIMITS[kind];
  const declared = Number(request.headers['content-length']);
  if (declared > limit) {
    reply.header('connection', 'close');
    throw tooLarge(kind);
  }
  const limited = new ByteLimit(limit, () => {
    reply.header('connection', 'close');
    return tooLarge(kind);
  });
  return payload.pipe(limited);
}
