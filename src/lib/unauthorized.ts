// Who is told when an answer says the ticket is dead (body code 401). Apart from the HTTP client
// (api-client.ts), which loads with a page's first request: the current user listens from start.
const listeners = new Set<() => void>();

/** Runs `listener` whenever an answer says the ticket is dead. */
export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function tellUnauthorized(): void {
  for (const listener of listeners) listener();
}
