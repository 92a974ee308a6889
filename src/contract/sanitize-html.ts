// Article HTML from the content API, cut down to an allowlist before it reaches the page, the same
// way in the browser and on the server: only text-formatting tags survive, every attribute not
// listed is dropped (event handlers, style, class, id…), and links and images keep only safe URLs.
//
// The markup is read by js-xss (the `xss` package, maintained, allowlist-based): its tokenizer,
// attribute parser, comment stripping and decoding of character references in attribute values
// are plain string work, so this runs in Node without a DOM, and it adds about 7 KB gzip to the
// article chunk only.
// sanitize-html brings htmlparser2 and postcss (about 95 KB gzip in a browser bundle); DOMPurify
// needs a DOM, which on the server would mean jsdom. What survives is decided here, in js-xss's
// onTag hook: every tag written out is rebuilt from checked values, text is escaped, and
// OpenElements keeps the output a closed tree.
import xss from 'xss';
import type * as Xss from 'xss';
import { OpenElements } from './html-open-elements';

// Node's loader gives only some of this CommonJS package's names as named imports; its default
// import is the whole module, in Node and in the bundles alike.
const { FilterXSS, parseAttr, friendlyAttrValue, escapeHtml } = xss as unknown as typeof Xss;

/** Tags kept as they are. h1 becomes h2 and h5/h6 become h4: the page owns its one h1. */
const KEPT_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'img',
  'blockquote',
  'br',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);
const RENAMED_TAGS: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

/**
 * Tags dropped with everything up to their end tag; any other unknown tag is unwrapped (its text
 * kept), which for an empty one such as <input> or <meta> leaves nothing.
 */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frameset',
  'object',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'form',
  'button',
  'select',
  'textarea',
  'audio',
  'video',
  'canvas',
]);
/** SVG and MathML elements can close themselves (<svg/>); in HTML a trailing slash means nothing. */
const SELF_CLOSING = new Set(['svg', 'math']);

/** `<` not followed by a letter, `/`, `!` or `?` starts no tag in HTML: it is text. */
const NOT_A_TAG = /^<(?![a-z/!?])/i;
/** As the HTML tokenizer reads a tag's name: up to a space, a slash or the closing bracket. */
const TAG_NAME = /^<\/?([a-z][^\s/>]*)/i;
const NUMERIC = /^\d{1,4}$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Browsers ignore tabs, newlines and other controls inside a scheme (「java\tscript:」). */
function compact(url: string): string {
  return [...url.trim()].filter((c) => c.charCodeAt(0) > 32 && c.charCodeAt(0) !== 127).join('');
}

function schemeOf(url: string): string | undefined {
  return SCHEME.exec(compact(url))?.[1]?.toLowerCase();
}

/** http(s), or another host without a scheme (browsers read `/\` as `//`). */
function isExternal(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === 'http' || scheme === 'https' || /^[/\\]{2}/.test(compact(url));
}

/** Links: http, https or relative. */
export function isSafeLinkUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/** Images: https, relative, or an inline raster image. */
export function isSafeImageUrl(url: string): boolean {
  if (SAFE_DATA_IMAGE.test(url.trim())) return true;
  const scheme = schemeOf(url);
  return scheme === undefined || scheme === 'https';
}

/**
 * A URL as the browser will read it. js-xss decodes the character references used to hide a
 * scheme (numeric ones, &colon;, &newline;) and blanks control characters; the common named ones
 * are decoded here. Any other stays literal: a URL is escaped in full on output, so the browser
 * reads exactly the string that was checked.
 */
function decodeUrl(raw: string): string {
  return friendlyAttrValue(raw).replace(
    /&(amp|lt|gt|quot|apos|nbsp);/gi,
    (reference, name: string) => NAMED_REFERENCES[name.toLowerCase()] ?? reference,
  );
}

function escapeUrl(url: string): string {
  return escapeText(url.replace(/&/g, '&amp;'));
}

/** Text attributes (title, alt) keep their character references as written: they stay text. */
function escapeText(raw: string): string {
  return raw.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The attributes after a tag's name as written, names lower-cased; a repeated name keeps its first value. */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  parseAttr(source.replace(/\/?>$/, ''), (attribute, value) => {
    if (!attributes.has(attribute)) attributes.set(attribute, value);
    return '';
  });
  return attributes;
}

/** Attributes kept, their values ready to write between double quotes. */
type Attributes = [name: string, html: string][];

function linkAttributes(source: Map<string, string>): Attributes {
  const kept: Attributes = [];
  const href = decodeUrl(source.get('href') ?? '');
  if (source.has('href') && isSafeLinkUrl(href)) {
    kept.push(['href', escapeUrl(href)]);
    if (isExternal(href)) kept.push(['target', '_blank'], ['rel', 'noopener noreferrer']);
  }
  const title = source.get('title');
  if (title) kept.push(['title', escapeText(title)]);
  return kept;
}

/** Nothing when the image has no safe source: the image is left out. */
function imageAttributes(source: Map<string, string>): Attributes | undefined {
  const src = decodeUrl(source.get('src') ?? '');
  if (!source.has('src') || !isSafeImageUrl(src)) return undefined;
  const kept: Attributes = [
    ['src', escapeUrl(src)],
    ['alt', escapeText(source.get('alt') ?? '')],
  ];
  for (const size of ['width', 'height']) {
    const value = source.get(size);
    if (value !== undefined && NUMERIC.test(value)) kept.push([size, value]);
  }
  kept.push(['loading', 'lazy'], ['decoding', 'async']);
  return kept;
}

function cellAttributes(tag: string, source: Map<string, string>): Attributes {
  const kept: Attributes = [];
  for (const span of ['colspan', 'rowspan']) {
    const value = source.get(span);
    if (value !== undefined && NUMERIC.test(value)) kept.push([span, value]);
  }
  const scope = source.get('scope');
  if (tag === 'th' && (scope === 'row' || scope === 'col')) kept.push(['scope', scope]);
  return kept;
}

/** The start tag rebuilt from allowed attributes, or nothing when the element is left out. */
function startTag(tag: string, attributeSource: string): string {
  let kept: Attributes | undefined = [];
  if (tag === 'a') kept = linkAttributes(attributesOf(attributeSource));
  else if (tag === 'img') kept = imageAttributes(attributesOf(attributeSource));
  else if (tag === 'td' || tag === 'th') kept = cellAttributes(tag, attributesOf(attributeSource));
  if (!kept) return '';
  return `<${tag}${kept.map(([attribute, html]) => ` ${attribute}="${html}"`).join('')}>`;
}

/** The safe HTML of an article: allowlisted tags and attributes only. */
export function sanitizeHtml(html: string): string {
  const open = new OpenElements();
  /** While set, the name of a dropped element whose content is being skipped. */
  let skippingUntil: string | undefined;

  const text = (raw: string) => (skippingUntil === undefined ? open.text(escapeHtml(raw)) : '');
  const onTag = (_: string, tagHtml: string, info: { isClosing?: boolean }): string => {
    if (NOT_A_TAG.test(tagHtml)) return text(tagHtml);
    const closing = info.isClosing === true;
    const match = TAG_NAME.exec(tagHtml);
    const name = match?.[1]?.toLowerCase() ?? '';
    if (skippingUntil !== undefined) {
      if (closing && name === skippingUntil) skippingUntil = undefined;
      return '';
    }
    if (DROPPED_TAGS.has(name)) {
      if (!closing && !(SELF_CLOSING.has(name) && tagHtml.endsWith('/>'))) skippingUntil = name;
      return '';
    }
    const tag = RENAMED_TAGS[name] ?? name;
    if (!KEPT_TAGS.has(tag)) return '';
    if (closing) return open.end(tag);
    const start = startTag(tag, tagHtml.slice(match?.[0].length));
    return start && open.start(tag, start);
  };

  const filter = new FilterXSS({
    css: false,
    onTag,
    escapeHtml: text,
  });
  return filter.process(html) + open.endAll();
}
