// Starts the warm-up for whoever is signed in: right after signing in, at every start of the app
// online, and when the connection comes back before one had finished. Signing out (or in as
// someone else) cancels a warm-up under way. Loaded after the first paint, never on it, and
// mounted only while someone is signed in (app-providers.tsx).
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../lib/global-state';
import { warmUp } from '../../lib/warm/warm-up';
import { useOnline } from '../../theme/components/use-online';
import { fieldPlan } from './field-plan';

/** The user whose warm-up completed in this page's life: the next one is at the next start. */
let warmedUserId: number | null = null;

export function WarmUpStarter() {
  const { status, user } = useCurrentUser();
  const online = useOnline();
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  });
  const userId = user?.id ?? null;

  // Signing out unmounts the starter and removed what was kept: whoever signs in next is warmed
  // afresh.
  useEffect(
    () => () => {
      warmedUserId = null;
    },
    [],
  );

  useEffect(() => {
    const current = userRef.current;
    if (status !== 'loaded' || !current || !online || warmedUserId === current.id) return;
    const plan = fieldPlan(current);
    if (!plan) return;
    const controller = new AbortController();
    void warmUp(plan, controller.signal).then(
      (result) => {
        if (result.complete) warmedUserId = current.id;
      },
      // A warm-up is a convenience: a failure leaves the screens to fetch on their own.
      () => undefined,
    );
    return () => controller.abort();
  }, [status, userId, online]);

  return null;
}
