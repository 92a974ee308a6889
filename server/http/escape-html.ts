// Text made safe to put in HTML, in an element or a quoted attribute: the server's few
// hand-built pages (the API list, demo articles, a rendered page's title).
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
