// A file the API serves only to someone signed in (the insurance export, a payer's receipt): the
// ticket travels as a header (docs/api-conventions.md), which a plain link cannot send, so the file
// is fetched here and handed to the page as a Blob. A refusal comes as the usual JSON envelope and
// is thrown as an ApiError with its Chinese message, for the page to show beside the button.
import type { ApiRoute } from '../contract/api/define-route';
import { routePath } from '../contract/api/route-path';
import { ApiError, NETWORK_ERROR_TEXT } from './api-error';
import { withBase } from './base-url';
import { getTicket } from './ticket';

export interface ApiFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), or null. */
  fileName: string | null;
}

const nameIn = (disposition: string | null): string | null => {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : null;
};

export async function readApiFile(route: ApiRoute, params: object): Promise<ApiFile> {
  const url = withBase(routePath(route, params));
  const ticket = getTicket();
  let response: Response;
  try {
    response = await fetch(url, { headers: ticket ? { ticket } : {}, cache: 'no-store' });
  } catch (cause) {
    throw new ApiError('network', NETWORK_ERROR_TEXT, { url, cause });
  }
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    const envelope = (await response.json()) as { code?: number; message?: string };
    throw new ApiError('business', envelope.message ?? '', { code: envelope.code, url });
  }
  if (!response.ok) {
    throw new ApiError('http', `请求错误 ${response.status}`, { status: response.status, url });
  }
  return {
    blob: await response.blob(),
    fileName: nameIn(response.headers.get('content-disposition')),
  };
}
