// An article's body as it is stored: its HTML cut down to the allowlist on save (docs/console.md),
// and a summary taken from that text when the editor left it empty.
import { sanitizeHtml } from '../../../src/contract/sanitize-html';
import { deriveSummary } from './derive-summary';

export function articleText(body: { summary: string; content: string }) {
  const content = sanitizeHtml(body.content);
  return { content, summary: body.summary === '' ? deriveSummary(content) : body.summary };
}
