// How the tests send a list to import: the raw bytes with the list and the name in the query, as
// the console does.
import type { FastifyInstance } from 'fastify';
import type {
  ImportList,
  ImportPreview,
  ImportResult,
} from '../../src/contract/admin-membership-import';
import { adminMembershipImportApi } from '../../src/contract/api/admin-membership-import';
import { routePath } from '../../src/contract/api/route-path';
import type { Body } from './demo-app';

async function send<T>(
  app: FastifyInstance,
  ticket: string,
  step: 'preview' | 'commit',
  list: ImportList,
  bytes: Buffer,
  fileName: string,
): Promise<Body<T | null>> {
  const query = new URLSearchParams({ list, fileName });
  const response = await app.inject({
    method: 'POST',
    url: `${routePath(adminMembershipImportApi[step])}?${query}`,
    headers: { ticket, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return response.json<Body<T | null>>();
}

export const previewImport = (
  app: FastifyInstance,
  ticket: string,
  list: ImportList,
  bytes: Buffer,
  fileName = 'list.xlsx',
) => send<ImportPreview>(app, ticket, 'preview', list, bytes, fileName);

export const commitImport = (
  app: FastifyInstance,
  ticket: string,
  list: ImportList,
  bytes: Buffer,
  fileName = 'list.xlsx',
) => send<ImportResult>(app, ticket, 'commit', list, bytes, fileName);
