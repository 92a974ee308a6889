// A list's summary when the editor leaves it empty: the start of the body's text.
import { MAX_SUMMARY_LENGTH } from '../../../src/contract/admin-content';

const SUMMARY_CHARS = 100;
const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&amp;': '&',
};

/**
 * The text of sanitized HTML (sanitize-html.ts writes only closed, attribute-quoted tags, so a tag
 * is everything from `<` to `>`), its whitespace folded, cut at a hundred characters.
 */
export function deriveSummary(sanitizedHtml: string): string {
  const text = sanitizedHtml
    .replace(/<(br|\/p|\/h[2-4]|\/li|\/td|\/th|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|#x27|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  const limit = Math.min(SUMMARY_CHARS, MAX_SUMMARY_LENGTH);
  return chars.length > limit ? `${chars.slice(0, limit - 1).join('')}…` : text;
}
