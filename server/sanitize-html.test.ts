// The article sanitizer where there is no DOM: in Node, as the server runs it. The demo data's
// article bodies come through whole (images gain lazy loading), and the classic script injections
// come out as plain text or nothing. Expectations are exact strings: no parser here to lean on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/contract/sanitize-html';
import { createDb } from './db/connect';
import { localDateString } from './db/local-date';
import { migrateToLatest } from './db/migrate';
import { loadDemoData } from './demo/load-demo-data';

/** Tags and attributes the sanitizer may write; anything else in its output is a leak. */
const TAGS =
  /^(p|h[234]|ul|ol|li|strong|em|b|i|a|img|blockquote|br|hr|table|caption|t[hdr]|thead|tbody|tfoot)$/;
const ATTRIBUTES = new Set(
  'href target rel title src alt width height loading decoding colspan rowspan scope'.split(' '),
);

/** Every tag in sanitizer output, which always quotes its attribute values with ". */
function tagsOf(html: string): { name: string; attributes: string[] }[] {
  return [...html.matchAll(/<(\/?[^\s>/]+)((?:\s+[^\s=>]+="[^"]*")*)\s*>/g)].map((m) => ({
    name: m[1] ?? '',
    attributes: [...(m[2] ?? '').matchAll(/([^\s=]+)="/g)].map((a) => a[1] ?? ''),
  }));
}

describe('sanitizeHtml on the server', () => {
  it('runs without any DOM', () => {
    expect('document' in globalThis).toBe(false);
    expect('DOMParser' in globalThis).toBe(false);
    expect(sanitizeHtml('<p onclick="x()">正文</p>')).toBe('<p>正文</p>');
  });

  describe('with the demo articles', () => {
    let bodies: string[] = [];
    const db = createDb('sqlite::memory:');
    beforeAll(async () => {
      await migrateToLatest(db);
      await loadDemoData(db, localDateString());
      const content = async (table: 'notices' | 'news' | 'trainings' | 'sport_categories') =>
        (await db.selectFrom(table).select('content').execute()).map((row) => row.content);
      bodies = [
        ...(await content('notices')),
        ...(await content('news')),
        ...(await content('trainings')),
        ...(await content('sport_categories')),
      ];
    });
    afterAll(() => db.destroy());

    it('keeps every body as written, images made lazy', () => {
      expect(bodies.length).toBeGreaterThan(40);
      expect(bodies.some((body) => body.includes('<img'))).toBe(true);
      for (const body of bodies) {
        const expected = body.replace(
          /<img ([^>]*?)\s*\/?>/g,
          '<img $1 loading="lazy" decoding="async">',
        );
        expect(sanitizeHtml(body)).toBe(expected);
      }
    });
  });

  it('turns the classic injections into text or nothing', () => {
    const cases: [attack: string, safe: string][] = [
      ['<script>alert(1)</script>正文', '正文'],
      ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>', ''],
      ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
      ['<img src=x onerror=alert(1)>', '<img src="x" alt="" loading="lazy" decoding="async">'],
      ['<IMG SRC="JaVaScRiPt:alert(1)">', ''],
      ['<svg onload=alert(1)><circle /></svg>后文', '后文'],
      ['<svg/onload=alert(1)></svg>后文', '后文'],
      ['<a href="javascript:alert(1)">点</a>', '<a>点</a>'],
      ['<a href="JaVaScRiPt:alert(1)">点</a>', '<a>点</a>'],
      ['<a href="&#106;avascript:alert(1)">点</a>', '<a>点</a>'],
      ['<a href="&#x6A;&#x61;&#x76;&#x61;script&colon;alert(1)">点</a>', '<a>点</a>'],
      ['<a href="&#0000106&#0000097vascript:alert(1)">点</a>', '<a>点</a>'],
      ['<a href="jav&#x09;ascript:alert(1)">点</a>', '<a>点</a>'],
      ['<a href="java\nscript:alert(1)">点</a>', '<a>点</a>'],
      // Left literal, and written back escaped: the browser reads a harmless relative URL.
      [
        '<a href="java&Tab;script:alert(1)">点</a>',
        '<a href="java&amp;Tab;script:alert(1)">点</a>',
      ],
      ['<a href="data:text/html;base64,PHNjcmlwdD4=">点</a>', '<a>点</a>'],
      ['<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="图">', ''],
      ['<p style="width:expression(alert(1))">字</p>', '<p>字</p>'],
      ['<p style="background:url(javascript:alert(1))">字</p>', '<p>字</p>'],
      ['<style>@import "javascript:alert(1)";</style>正文', '正文'],
      ['<a href="/x" onmouseover="alert(1)">点</a>', '<a href="/x">点</a>'],
      ['<p title="&quot; onclick=&quot;alert(1)">字</p>', '<p>字</p>'],
      [
        '<a href="/x" title=\'" onclick="alert(1)\'>点</a>',
        '<a href="/x" title="&quot; onclick=&quot;alert(1)">点</a>',
      ],
      ['<iframe src="https://evil.example"></iframe>后文', '后文'],
      ['<!--<img src=x onerror=alert(1)>-->正文', '正文'],
      [
        '<a href="https://example.com/">外</a>',
        '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">外</a>',
      ],
    ];
    for (const [attack, safe] of cases) expect(sanitizeHtml(attack), attack).toBe(safe);
  });

  it('writes only allowlisted tags and attributes, and closes what it opens', () => {
    const messy = [
      '<p>一<p>二<ul><li>甲<li>乙</ul><table><tr><td>1<td>2<tr><th scope=col>3</table>',
      '<b><i>交错</b></i></p></div><a href="/x"><strong>未闭合',
      '<div onclick=x><span style=y><font color=red><h1 id=t>题</h1></font></span></div>',
      '<form><input value="x"><button>提交</button></form><math><mi>x</mi></math>',
    ].join('');
    const output = sanitizeHtml(messy);
    const open: string[] = [];
    for (const { name, attributes } of tagsOf(output)) {
      expect(name.replace(/^\//, '')).toMatch(TAGS);
      for (const attribute of attributes) expect(ATTRIBUTES).toContain(attribute);
      if (name.startsWith('/')) expect(open.pop()).toBe(name.slice(1));
      else if (!['br', 'hr', 'img'].includes(name)) open.push(name);
    }
    expect(open).toEqual([]);
    expect(output).toContain('<ul><li>甲</li><li>乙</li></ul>');
    expect(output).toContain('<h2>题</h2>');
    expect(output).not.toContain('提交');
  });
});
