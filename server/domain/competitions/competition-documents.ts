// A competition's documents (rules, notices), stored as JSON [{ uploadId, fileName }] in
// competitions.documents, read with the public address of each upload. The console and the public
// page read them the same way.
import { uploadsApi } from '../../../src/contract/api/admin-uploads';
import { routePath } from '../../../src/contract/api/route-path';

export interface StoredDocument {
  uploadId: number;
  fileName: string;
}

const isDocument = (item: unknown): item is StoredDocument =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as StoredDocument).uploadId === 'number' &&
  typeof (item as StoredDocument).fileName === 'string';

/** The stored list with each file's address; a column left empty (or unreadable) is no documents. */
export function documentsOf(json: string | null) {
  if (!json) return [];
  let items: unknown;
  try {
    items = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(items)) return [];
  return items.filter(isDocument).map(({ uploadId, fileName }) => ({
    uploadId,
    fileName,
    url: routePath(uploadsApi.file, { id: uploadId }),
  }));
}

/** The column's JSON for the console's list of documents ([] is stored as null). */
export const documentsJson = (documents: readonly StoredDocument[]) =>
  documents.length === 0
    ? null
    : JSON.stringify(documents.map(({ uploadId, fileName }) => ({ uploadId, fileName })));
