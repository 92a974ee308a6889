// A body compressed once and sent to everyone who asks for the same bytes: the rendered pages and
// the cached public answers. The compression plugin compresses per request; these set
// content-encoding themselves, so it leaves them alone.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gzipped };
}

/** The encoding to send for an Accept-Encoding header (q-values aside, as browsers send none). */
export function pickEncoding(acceptEncoding: string | undefined): keyof EncodedBody {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}
