// An action of the club centre that needs the server (invite, decide a leave request, submit a
// roster): without a connection it sends nothing and says so next to its button. The pages
// themselves still open offline from the cache, so a contact may try; the note tells them why
// nothing happens, before they press and after a press the network swallowed.
import { Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ApiError, isOfflineFailure } from '../../../lib/api-error';
import { useOnline } from '../../../theme/components/use-online';
import { TEXT } from '../messages';

export interface OfflineRefusal {
  /**
   * Sends `call` when online. Offline it sends nothing and rejects, as a call the network lost
   * does, so the caller's failure path runs; either way the note appears.
   */
  send: <T>(call: () => Promise<T>) => Promise<T>;
  /** The note to place next to the action's button, or nothing while online. */
  note: ReactNode;
}

/** `what` completes 「当前离线，无法…，请联网后再试」, e.g. 「发送邀请」. */
export function useOfflineRefusal(what: string): OfflineRefusal {
  const online = useOnline();
  const [lostOnTheWay, setLostOnTheWay] = useState(false);
  const send = async <T,>(call: () => Promise<T>): Promise<T> => {
    if (!navigator.onLine) throw new ApiError('network', TEXT.offlineAction(what));
    setLostOnTheWay(false);
    try {
      return await call();
    } catch (error) {
      if (isOfflineFailure(error)) setLostOnTheWay(true);
      throw error;
    }
  };
  const note =
    !online || lostOnTheWay ? (
      <Text role="alert" color="orange.fg" fontWeight="medium">
        {TEXT.offlineAction(what)}
      </Text>
    ) : null;
  return { send, note };
}
