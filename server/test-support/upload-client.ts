// How the tests send an upload: the raw bytes with the name in the query, as the console does.
import type { FastifyInstance } from 'fastify';
import type { UploadedFile, UploadKind } from '../../src/contract/admin-uploads';
import { uploadsApi } from '../../src/contract/api/admin-uploads';
import { routePath } from '../../src/contract/api/route-path';
import type { Body } from './demo-app';

export async function sendUpload(
  app: FastifyInstance,
  ticket: string,
  bytes: Buffer,
  fileName: string,
  kind: UploadKind,
): Promise<Body<UploadedFile | null>> {
  const query = new URLSearchParams({ fileName, kind });
  const response = await app.inject({
    method: 'POST',
    url: `${routePath(uploadsApi.upload)}?${query}`,
    headers: { ticket, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return response.json<Body<UploadedFile | null>>();
}
