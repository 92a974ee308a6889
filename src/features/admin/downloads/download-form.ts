// The download editor's values as strings, the body they send, and the contract's rules that check
// it (downloadBody), so the form refuses exactly what the server would. The file field holds an
// upload; the item's stored file shows as one with KEEP_FILE as its id, which tells the server to
// keep it.
import {
  KEEP_FILE,
  type AdminDownload,
  type DownloadBody,
} from '../../../contract/admin-downloads';
import type { UploadedFile } from '../../../contract/admin-uploads';
import type { FormRules } from '../../../lib/forms/validate-form';

export type DownloadField = 'name' | 'category' | 'uploadId';

export const downloadValues = (item?: AdminDownload): Record<DownloadField, string> => ({
  name: item?.name ?? '',
  category: item?.category ?? '',
  uploadId: item === undefined ? '' : String(KEEP_FILE),
});

/** The stored file as the file field shows it. */
export const storedFile = (item?: AdminDownload): UploadedFile | null =>
  item === undefined
    ? null
    : {
        id: KEEP_FILE,
        url: item.fileUrl,
        fileName: item.fileName,
        mime: item.mime,
        size: item.size,
      };

/** No file chosen is left out, so the rule asks for one. */
export function downloadBody(values: Record<DownloadField, string>): DownloadBody {
  return {
    name: values.name,
    category: values.category as DownloadBody['category'],
    uploadId: (values.uploadId === '' ? undefined : Number(values.uploadId)) as number,
  };
}

export const DOWNLOAD_RULES: FormRules<DownloadField> = {
  schema: () => import('../../../contract/admin-downloads').then((c) => c.downloadBody),
  body: downloadBody,
};
