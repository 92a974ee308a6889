// Sends one image or file to the console's upload call (docs/console.md, "Uploads") and answers
// what a form then holds: { id, url, fileName, mime, size }. A file over the kind's limit is
// refused here with the server's own words, before 20 MB travel only to be turned away.
import { UPLOAD_LIMITS, uploadMessages, type UploadKind } from '../../../contract/admin-uploads';
import { uploadsApi } from '../../../contract/api/admin-uploads';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

const OCTET_STREAM = 'application/octet-stream';

/** A 20 MB file on a slow line takes longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export function uploadFile(file: File, kind: UploadKind = 'image') {
  if (file.size > UPLOAD_LIMITS[kind]) {
    return Promise.reject(new ApiError('business', uploadMessages.tooLarge(kind), { code: 1001 }));
  }
  return callApi(
    uploadsApi.upload,
    // As application/octet-stream whatever the browser thinks the file is: the server judges.
    { query: { fileName: file.name, kind }, body: new Blob([file], { type: OCTET_STREAM }) },
    { timeout: UPLOAD_TIMEOUT_MS },
  );
}
