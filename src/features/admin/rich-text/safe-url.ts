// What the editor accepts as a link or an image address, as the sanitizer keeps them on save
// (src/contract/sanitize-html.ts): a path on this site, or https (and http for a link).
// Refusing anything else here says so before the server would drop it silently.
export const isSafeUrl = (url: string, kind: 'link' | 'image') =>
  (kind === 'link' ? /^(\/(?![/\\])|https?:\/\/)/i : /^(\/(?![/\\])|https:\/\/)/i).test(url.trim());
