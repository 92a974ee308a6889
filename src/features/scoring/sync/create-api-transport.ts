// The SyncTransport over the app's one HTTP client: the batch call when more than one action
// waits, the single calls for one action or when the server has no batch call.
import { NOT_LOGGED_IN } from '../../../contract/envelope';
import { batchResultSchema } from '../../../contract/scoring';
import { apiRequest } from '../../../lib/api-client';
import { isApiError, type ApiError } from '../../../lib/api-error';
import type { ScoringAction } from '../local/scoring-action';
import { SyncError } from './sync-error';
import type { ServerAnswer, SyncTransport } from './sync-transport';
import { BATCH_URL, toSingleCall, toWireAction } from './to-wire-action';

/** The calls the transport makes; the app's api-client by default, a fake in tests. */
export interface VolunteerCalls {
  post(url: string, body: unknown, options: CallOptions): Promise<unknown>;
  delete(url: string, body: unknown, options: CallOptions): Promise<unknown>;
}

interface CallOptions {
  silent: boolean;
  redirectOnUnauthorized: boolean;
}

// The engine shows its own state, and a 401 must not navigate away from the game screen.
const CALL_OPTIONS: CallOptions = { silent: true, redirectOnUnauthorized: false };

const appCalls: VolunteerCalls = {
  post: (url, body, options) => apiRequest(url, { ...options, method: 'POST', json: body }),
  delete: (url, body, options) => apiRequest(url, { ...options, method: 'DELETE', json: body }),
};

/** A failed call as the SyncError the drain understands; anything else is passed on as is. */
function toSyncError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  if (error.kind === 'business') {
    return error.code === NOT_LOGGED_IN
      ? new SyncError('needs-login', error.message, { cause: error })
      : error;
  }
  const reason =
    error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid'
      ? error.kind
      : 'server';
  return new SyncError(reason, error.message, { cause: error });
}

function isBusinessRejection(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'business' && error.code !== NOT_LOGGED_IN;
}

function batchMissing(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 405)
  );
}

export function createApiTransport(calls: VolunteerCalls = appCalls): SyncTransport {
  let hasBatch = true;

  async function sendOne(action: ScoringAction): Promise<ServerAnswer> {
    const { method, url, body } = toSingleCall(action);
    try {
      await (method === 'DELETE' ? calls.delete : calls.post)(url, body, CALL_OPTIONS);
      return { code: 0, message: '' };
    } catch (error) {
      if (!isBusinessRejection(error)) throw toSyncError(error);
      return { code: error.code ?? -1, message: error.message };
    }
  }

  async function sendBatch(actions: readonly ScoringAction[]): Promise<ServerAnswer[] | null> {
    try {
      const data = await calls.post(
        BATCH_URL,
        { actions: actions.map(toWireAction) },
        CALL_OPTIONS,
      );
      const parsed = batchResultSchema.safeParse(data);
      if (!parsed.success) throw new SyncError('invalid', '服务器返回的批量结果格式不正确');
      return parsed.data.results.map(({ code, message }) => ({ code, message }));
    } catch (error) {
      if (batchMissing(error)) {
        hasBatch = false;
        return null;
      }
      // A refusal of the batch as a whole (not one action) is settled action by action instead.
      if (isBusinessRejection(error)) return null;
      throw toSyncError(error);
    }
  }

  return {
    async send(actions) {
      if (actions.length > 1 && hasBatch) {
        const answers = await sendBatch(actions);
        if (answers) return answers;
      }
      const answers: ServerAnswer[] = [];
      for (const action of actions) answers.push(await sendOne(action));
      return answers;
    },
  };
}
