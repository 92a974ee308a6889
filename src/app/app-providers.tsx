// Everything around the router: the Chakra system, the one jotai store, notifications, the
// update prompt, and the start-up loads (lists of values, the current user), run once.
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { AppStoreProvider } from '../lib/app-store';
import { loadCurrentUser, loadLovs } from '../lib/global-state';
import { Notifications } from '../lib/notifications';
import { UpdatePrompt } from '../lib/pwa/update-prompt';
import { system } from '../theme/system';

let started = false;

/** The start-up loads, once per page even under StrictMode's double effects. */
function startOnce(): void {
  if (started) return;
  started = true;
  // Both fall back to their offline cache on their own; a failure leaves the defaults in place.
  loadLovs().catch(() => undefined);
  void loadCurrentUser();
}

/** Lets a test start the app afresh. */
export function resetStartup(): void {
  started = false;
}

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(startOnce, []);
  return (
    <ChakraProvider value={system}>
      <AppStoreProvider>
        {children}
        <Notifications />
        <UpdatePrompt />
      </AppStoreProvider>
    </ChakraProvider>
  );
}
