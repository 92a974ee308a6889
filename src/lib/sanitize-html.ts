// Article HTML from the content API, cut down to an allowlist before it reaches the page: only
// text-formatting tags survive, every attribute not listed is dropped (event handlers, style,
// class, id…), and links and images keep only safe URLs. The input is parsed with DOMParser into
// an inert document (no script runs and no image loads there) and the result is built afresh.

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

/** Tags dropped with everything inside them; any other unknown tag is unwrapped (text kept). */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'audio',
  'video',
  'source',
  'canvas',
]);

const NUMERIC = /^\d{1,4}$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** Browsers ignore tabs, newlines and other controls inside a scheme (「java\tscript:」). */
function compact(url: string): string {
  return [...url.trim()].filter((c) => c.charCodeAt(0) > 32 && c.charCodeAt(0) !== 127).join('');
}

function schemeOf(url: string): string | undefined {
  return SCHEME.exec(compact(url))?.[1]?.toLowerCase();
}

function isExternal(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === 'http' || scheme === 'https' || compact(url).startsWith('//');
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

function copyAttributes(source: Element, target: Element, tag: string): void {
  const get = (name: string) => source.getAttribute(name);
  if (tag === 'a') {
    const href = get('href');
    if (href !== null && isSafeLinkUrl(href)) {
      target.setAttribute('href', href.trim());
      if (isExternal(href)) {
        target.setAttribute('target', '_blank');
        target.setAttribute('rel', 'noopener noreferrer');
      }
    }
    const title = get('title');
    if (title) target.setAttribute('title', title);
  } else if (tag === 'img') {
    const src = get('src');
    if (src !== null && isSafeImageUrl(src)) target.setAttribute('src', src.trim());
    target.setAttribute('alt', get('alt') ?? '');
    for (const size of ['width', 'height']) {
      const value = get(size);
      if (value !== null && NUMERIC.test(value)) target.setAttribute(size, value);
    }
    target.setAttribute('loading', 'lazy');
    target.setAttribute('decoding', 'async');
  } else if (tag === 'td' || tag === 'th') {
    for (const span of ['colspan', 'rowspan']) {
      const value = get(span);
      if (value !== null && NUMERIC.test(value)) target.setAttribute(span, value);
    }
    const scope = get('scope');
    if (tag === 'th' && scope !== null && ['row', 'col'].includes(scope)) {
      target.setAttribute('scope', scope);
    }
  }
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      cleanElement(child as Element, target, doc);
    }
    // Comments, processing instructions and the rest are dropped.
  }
}

function cleanElement(element: Element, target: Node, doc: Document): void {
  const name = element.localName.toLowerCase();
  if (DROPPED_TAGS.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return;
  const tag = RENAMED_TAGS[name] ?? name;
  if (!KEPT_TAGS.has(tag)) {
    cleanChildren(element, target, doc);
    return;
  }
  const copy = doc.createElement(tag);
  copyAttributes(element, copy, tag);
  if (tag === 'img' && !copy.hasAttribute('src')) return;
  cleanChildren(element, copy, doc);
  target.appendChild(copy);
}

/** The safe HTML of an article: allowlisted tags and attributes only. */
export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  cleanChildren(source.body, output.body, output);
  return output.body.innerHTML;
}
