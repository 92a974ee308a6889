// Everything around the router: the Chakra system, the one jotai store, notifications, the
// update prompt, and the start-up load of the current user, run once.
import { ChakraProvider } from '@chakra-ui/react';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AppStoreProvider } from '../lib/app-store';
import { loadCurrentUser, useCurrentUser } from '../lib/global-state';
import { useHasInteracted } from '../lib/pwa/first-interaction';
import { useAppUpdate } from '../lib/pwa/use-app-update';
import { useToastsShown } from '../lib/toasts-shown';
import { loadWhenPossible } from './lazy/load-when-possible';
import { appSystem } from '../theme/system';

// The toast views (and their state machines) load with the first toast (toasts-shown.ts).
const Notifications = lazy(
  loadWhenPossible(() =>
    import('../lib/notifications').then((module) => ({ default: module.Notifications })),
  ),
);
// The update prompt's views load when it has something to say (a new version, or the first
// install's "works offline" note); the service worker is registered after the first paint, so it
// never competes with the page's own loads (useAppUpdate below).
const UpdatePrompt = lazy(
  loadWhenPossible(() =>
    import('../lib/pwa/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
  ),
);
// The warm-up that keeps a signed-in person's field pages for offline use: after the first paint
// and only for someone signed in, and its plans only come with it.
const WarmUpStarter = lazy(
  loadWhenPossible(() =>
    import('./warm/warm-up-starter').then((module) => ({ default: module.WarmUpStarter })),
  ),
);

/**
 * False on the server and while the browser hydrates server HTML, true afterwards: what renders
 * only in the browser waits for it, so the hydrating render matches the HTML. Set from an effect
 * as a transition: a store read (useSyncExternalStore) would re-render the app synchronously right
 * after hydrating, one more long task on a slow phone before it answers a tap.
 */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setInBrowser(true));
  }, []);
  return inBrowser;
}

/**
 * The start-up load, once per mounted app: a page mounts it once, and StrictMode's second run of
 * the effect finds the same ref already set. The lists of values are read where they are shown.
 */
function useStartUp(): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // It falls back to the last known user on its own.
    void loadCurrentUser();
  }, []);
}

/** What loads after the first paint, each part when it has something to do. */
function AfterFirstPaint() {
  const toastsShown = useToastsShown();
  const { needRefresh, offlineReady } = useAppUpdate();
  // The "works offline" note waits until the person has touched, typed or scrolled (as the prompt
  // itself does); listening from here counts what they did before the worker was installed.
  const interacted = useHasInteracted();
  const signedIn = useCurrentUser().user !== null;
  return (
    <>
      {toastsShown && (
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
      )}
      {(needRefresh || (offlineReady && interacted)) && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <WarmUpStarter />
        </Suspense>
      )}
    </>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  useStartUp();
  const inBrowser = useInBrowser();
  return (
    <ChakraProvider value={appSystem()}>
      <AppStoreProvider>
        {children}
        {inBrowser && <AfterFirstPaint />}
      </AppStoreProvider>
    </ChakraProvider>
  );
}
