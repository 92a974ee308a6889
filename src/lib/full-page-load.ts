// A full page load rather than a route change, as the original client did when a ticket died:
// everything the page holds in memory starts afresh.
export function loadPage(path: string): void {
  window.location.assign(path);
}
