// The elements a sanitized article has opened and not yet closed. A tag-by-tag filter sees no tree,
// so this keeps its output one, built as the browser would build the original: every start tag
// gets its end tag, a stray end tag is dropped, the ends HTML leaves implicit (an open <p> before a
// list, a <li> before the next one, a table cell before the next cell or row) are written out, and
// bold or a link cut short by another element's end carries on after it, as HTML's "active
// formatting elements" do. On a page rendered by the server nothing else would stop an unclosed
// <a> or <table> from taking in the rest of the page.

/** Elements without content or end tag. */
const VOID = new Set(['br', 'hr', 'img']);
/** Elements HTML carries on past an end tag that cuts them short. */
const FORMATTING = new Set(['a', 'b', 'i', 'strong', 'em']);
/** What may sit in a paragraph: starting one of these carries on cut-short formatting. */
const PHRASING = new Set([...FORMATTING, 'br', 'img']);

/** Block starts that end an open paragraph. */
const ENDS_PARAGRAPH = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'table', 'hr']);
const HEADINGS = new Set(['h2', 'h3', 'h4']);
/** Formatting never carries on into or out of these. */
const TABLE_PARTS = new Set(['table', 'caption', 'td', 'th']);
/** What a new <li> looks through for an open one: anything but these and <p>. */
const LIST_ITEM_BOUNDARY = new Set([
  'blockquote',
  'caption',
  'h2',
  'h3',
  'h4',
  'ol',
  'ul',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
]);
const TABLE = new Set(['table']);
const CELLS = new Set(['td', 'th']);
const ROWS = new Set(['tr']);
const SECTIONS = new Set(['thead', 'tbody', 'tfoot']);

interface Element {
  tag: string;
  /** Its start tag as written, to write again when it carries on. */
  startTag: string;
}

export class OpenElements {
  /** Outermost first. */
  private readonly stack: Element[] = [];
  /** Formatting cut short, outermost first: written again before the next text or phrasing. */
  private carried: Element[] = [];

  /** A start tag with the end tags it implies before it; the element then counts as open. */
  start(tag: string, startTag: string): string {
    let html = this.impliedEnds(tag);
    if (CELLS.has(tag) || tag === 'caption') this.carried = [];
    if (PHRASING.has(tag)) html += this.carryOn();
    if (!VOID.has(tag)) this.stack.push({ tag, startTag });
    return html + startTag;
  }

  /** Text, after whatever formatting carries on into it. */
  text(html: string): string {
    return html ? this.carryOn() + html : '';
  }

  /** The end tags for `tag` and whatever is still open inside it; nothing when it is not open. */
  end(tag: string): string {
    this.carried = this.carried.filter((element) => element.tag !== tag);
    return this.endInScope(new Set([tag]), new Set());
  }

  /** The end tags of everything still open. */
  endAll(): string {
    this.carried = [];
    return this.endFrom(0);
  }

  private impliedEnds(tag: string): string {
    let ends = '';
    if (ENDS_PARAGRAPH.has(tag)) ends += this.endInScope(new Set(['p']), TABLE_PARTS);
    if (HEADINGS.has(tag) && HEADINGS.has(this.stack.at(-1)?.tag ?? '')) {
      ends += this.endFrom(this.stack.length - 1);
    }
    // A link inside a link ends the outer one.
    if (tag === 'a') ends += this.endInScope(new Set(['a']), TABLE_PARTS);
    if (tag === 'li') ends += this.endInScope(new Set(['li']), LIST_ITEM_BOUNDARY);
    if (CELLS.has(tag) || ROWS.has(tag) || SECTIONS.has(tag)) ends += this.endInScope(CELLS, TABLE);
    if (ROWS.has(tag) || SECTIONS.has(tag)) ends += this.endInScope(ROWS, TABLE);
    if (SECTIONS.has(tag)) ends += this.endInScope(SECTIONS, TABLE);
    return ends;
  }

  /** Ends the innermost of `targets` unless one of `boundaries` is open inside it. */
  private endInScope(targets: Set<string>, boundaries: Set<string>): string {
    for (let at = this.stack.length - 1; at >= 0; at--) {
      const tag = this.stack[at]?.tag ?? '';
      if (targets.has(tag)) return this.endFrom(at);
      if (boundaries.has(tag)) return '';
    }
    return '';
  }

  /** Ends the element at `at` and everything inside it; formatting inside it carries on after. */
  private endFrom(at: number): string {
    const ended = this.stack.splice(at);
    const cutShort = ended.slice(1).filter((element) => FORMATTING.has(element.tag));
    if (!ended.some((element) => TABLE_PARTS.has(element.tag))) {
      this.carried = [...this.carried, ...cutShort];
    }
    return ended
      .reverse()
      .map((element) => `</${element.tag}>`)
      .join('');
  }

  private carryOn(): string {
    const html = this.carried.map((element) => element.startTag).join('');
    for (const element of this.carried) this.stack.push(element);
    this.carried = [];
    return html;
  }
}
