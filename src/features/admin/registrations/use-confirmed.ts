// The entries' pages decide (通过, 驳回, a roster change) on what they show, so an answer cached
// less than a minute ago is not enough: the club's contact may have sent the roster again since.
// A read shown from the cache is fetched again at once; offline, the cached answer stays with its hint.
import { useEffect } from 'react';
import type { SwrResult } from '../../../lib/swr';

export function useConfirmed<T>(result: SwrResult<T>): SwrResult<T> {
  const { fromCache, refresh } = result;
  useEffect(() => {
    if (fromCache) void refresh();
  }, [fromCache, refresh]);
  return result;
}
