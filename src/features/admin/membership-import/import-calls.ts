// The page's two calls: the file sent for a preview, and the same file sent again to import. The
// bytes go as application/octet-stream whatever the browser thinks the file is: the server judges
// by the bytes. A file over the limit is refused here, before megabytes travel only to be turned
// away.
import { IMPORT_BYTE_LIMIT, type ImportList } from '../../../contract/admin-membership-import';
import { adminMembershipImportApi } from '../../../contract/api/admin-membership-import';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { IMPORT_MESSAGES as M } from './import-messages';

/** 20,000 rows are read and checked on the server in seconds; a slow line needs more. */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

const sent = (list: ImportList, file: File) => ({
  query: { list, fileName: file.name },
  body: new Blob([file], { type: 'application/octet-stream' }),
});

const tooLarge = (file: File) =>
  file.size > IMPORT_BYTE_LIMIT ? new ApiError('business', M.tooLarge, { code: 1001 }) : null;

export async function previewImport(list: ImportList, file: File) {
  const refusal = tooLarge(file);
  if (refusal) throw refusal;
  return callApi(adminMembershipImportApi.preview, sent(list, file), {
    timeout: IMPORT_TIMEOUT_MS,
  });
}

export async function commitImport(list: ImportList, file: File) {
  const refusal = tooLarge(file);
  if (refusal) throw refusal;
  return callApi(adminMembershipImportApi.commit, sent(list, file), { timeout: IMPORT_TIMEOUT_MS });
}
