// The one way a screen shows the refusal of what the person just did (a wrong password, an
// invitation that cannot be accepted): next to the form or the item, until they act again. It
// clears when they retry and when anything in `resetOn` changes (the values they are typing, a
// list that was read again). The API client's notification of the same error is taken back, so
// the reason is not said twice and does not vanish after a second and a half.
import { useState } from 'react';
import { withdrawNotice } from '../notify';
import { refusalOf, type Refusal } from './refusal';

export type RefusalKey = string | number;

export interface SubmitRefusal {
  /** The refusal on screen, whichever action it refused. */
  refusal: Refusal | null;
  /** The refusal of the action run with this key (one item of a list), or null. */
  refusalFor: (key: RefusalKey) => Refusal | null;
  /** Runs `action`; resolves true when it succeeded, false when it was refused. */
  run: (action: () => Promise<unknown>, key?: RefusalKey) => Promise<boolean>;
  clear: () => void;
}

interface Shown {
  refusal: Refusal;
  key: RefusalKey | undefined;
  resetOn: readonly unknown[];
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

export function useSubmitRefusal(resetOn: readonly unknown[] = []): SubmitRefusal {
  const [shown, setShown] = useState<Shown | null>(null);
  // Compared at render time rather than cleared in an effect: a change hides the refusal in the
  // same paint, and stale state never shows.
  const current = shown && sameValues(shown.resetOn, resetOn) ? shown : null;

  const run = async (action: () => Promise<unknown>, key?: RefusalKey) => {
    setShown(null);
    try {
      await action();
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        withdrawNotice(error);
        setShown({ refusal, key, resetOn });
      }
      return false;
    }
  };

  return {
    refusal: current?.refusal ?? null,
    refusalFor: (key) => (current?.key === key ? current.refusal : null),
    run,
    clear: () => setShown(null),
  };
}
