// One signal for "published content changed" (docs/console.md, "Content and its life cycle"): every
// console write that visitors may see calls `contentChanged(app)` after its transaction commits, and
// each per-instance cache of public answers (the answer cache behind /api/index, and through it the
// rendered /home) drops what it holds, so the next visitor on this instance sees the change at once.
// Other instances hear nothing: their caches live a few seconds (answer-cache.ts).
import type { FastifyInstance } from 'fastify';

type Listener = () => void;

// Keyed by the app's database handle: the one object every plugin context of one app shares (a
// plugin's own decorations stay inside it), and content lives in that database anyway.
const listenersByApp = new WeakMap<object, Set<Listener>>();

function listenersOf(app: FastifyInstance): Set<Listener> {
  let listeners = listenersByApp.get(app.db);
  if (!listeners) {
    listeners = new Set();
    listenersByApp.set(app.db, listeners);
  }
  return listeners;
}

/** Runs `listener` whenever content of this app changes (a cache's `clear`). */
export function onContentChanged(app: FastifyInstance, listener: Listener): void {
  listenersOf(app).add(listener);
}

/** Tells this instance's caches of public answers that content changed; call it after the commit. */
export function contentChanged(app: FastifyInstance): void {
  for (const listener of listenersOf(app)) listener();
}
