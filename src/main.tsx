// The page's entry. The app (start-app.tsx) runs only once the page has painted: on a rendered
// page the visitor reads the whole page at once instead of waiting, on a slow phone, for the
// app's code to run first. Its scripts are not waited for: index.html and the server name them
// all as modulepreload (scripts/vite/start-preload.ts), so they arrive while the HTML is read.
import { listenForPreloadErrors } from './app/lazy/stale-deploy';
import { afterNextPaint } from './lib/after-next-paint';

listenForPreloadErrors();

void afterNextPaint().then(() => import('./start-app'));
