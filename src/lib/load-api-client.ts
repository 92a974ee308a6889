// The HTTP client (api-client.ts, with ky) for the code every page starts with: it loads with the
// first request, so a page the server rendered with its answers, which asks for nothing at first,
// does not download it on a first visit.
import { ApiError, NETWORK_ERROR_TEXT } from './api-error';

/** The client module; a chunk that cannot load is a lost connection, as the request would be. */
export function loadApiClient(): Promise<typeof import('./api-client')> {
  return import('./api-client').catch((cause: unknown) => {
    throw new ApiError('network', NETWORK_ERROR_TEXT, { cause });
  });
}
