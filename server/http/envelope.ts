import type { Envelope } from '../../src/contract/common.ts';

export const ok = <T>(data: T, message = '操作成功'): Envelope<T> => ({ code: 0, message, data });

export const fail = (code: number, message: string, data: unknown = null): Envelope<unknown> => ({
  code,
  message,
  data,
});
