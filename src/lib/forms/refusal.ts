// What a refusal says next to the form or item it refuses: the server's own Chinese reason for a
// business error, a plain sentence for a transport failure (never a URL or an English message).
import { describeData, INVALID_ANSWER_TEXT, NETWORK_ERROR_TEXT } from '../api-client';
import { isApiError } from '../api-error';
import { httpStatusText } from '../http-status-text';

export interface Refusal {
  title: string;
  description?: string;
}

const FALLBACK = '操作失败，请稍后重试';

const refusal = (title: string, description?: string): Refusal =>
  description && description !== title ? { title, description } : { title };

/** The refusal to show for a failed action, or null when nothing failed (the call was cancelled). */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (!isApiError(error)) return refusal(FALLBACK);
  switch (error.kind) {
    case 'business':
      return refusal(error.message || FALLBACK, describeData(error.data));
    case 'network':
      return refusal(error.message || NETWORK_ERROR_TEXT);
    case 'timeout':
      return refusal(NETWORK_ERROR_TEXT, '请求超时，请稍后重试');
    case 'http':
    case 'server':
      return refusal(`请求错误 ${error.status ?? ''}`.trim(), httpStatusText(error.status ?? 0));
    case 'invalid':
      return refusal(INVALID_ANSWER_TEXT);
  }
}
