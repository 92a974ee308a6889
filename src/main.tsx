// The page's entry, kept tiny. A page the server rendered is read first: the app's scripts are
// asked for only once the page is on screen (the server leaves them out of its head, see
// server/http/rendered-pages.ts), so on a slow line and a slow phone the text and pictures come
// before the app's code is downloaded and run. A page the browser renders has nothing to show
// without the app: its scripts, named in index.html (scripts/vite/start-preload.ts), come at once.
import { listenForPreloadErrors } from './app/lazy/stale-deploy';
import { afterNextPaint } from './lib/after-next-paint';
import { SWR_SEED_ELEMENT_ID } from './lib/seed-element-id';

listenForPreloadErrors();

const rendered = document.getElementById(SWR_SEED_ELEMENT_ID) !== null;
void (rendered ? afterNextPaint() : Promise.resolve()).then(() => import('./start-app'));
