// Starts sending the signed-in person's spirit scores saved on the phone as soon as any tab of the
// club centre opens, and from then on whenever the network returns (spirit-queue.ts).
import { useEffect } from 'react';
import { useCurrentUser } from '../../../lib/global-state';
import { getSpiritQueue } from './spirit-queue';

export function useSpiritSync(): void {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId !== null) getSpiritQueue().start(userId);
  }, [userId]);
}
