import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeLinkUrl, sanitizeHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

/** Every attribute name left anywhere in the output. */
function attributeNames(box: HTMLElement): string[] {
  return [...box.querySelectorAll('*')].flatMap((el) => el.getAttributeNames());
}

describe('sanitizeHtml', () => {
  it('keeps the article formatting tags and their text', () => {
    const html =
      '<p>甲<strong>乙</strong><em>丙</em></p><h3>小标题</h3><ul><li>一</li></ul><blockquote>引</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('never lets a script or an event handler through', () => {
    const attacks = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<svg onload=alert(1)><circle /></svg>',
      '<a href="javascript:alert(1)">点我</a>',
      '<a href="JaVa\tScRiPt:alert(1)">点我</a>',
      '<a href=" javascript:alert(1)">点我</a>',
      '<p onclick="alert(1)" style="color:red">字</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<div><style>body{display:none}</style>正文</div>',
      '<img src="javascript:alert(1)" alt="图">',
      '<a href="data:text/html,<script>alert(1)</script>">点</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="图">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
      '<form action="/x"><button formaction="javascript:alert(1)">提交</button></form>',
      '<IMG SRC="JaVaScRiPt:alert(1)">',
      '<a href="&#106;avascript:alert(1)">点</a>',
      '<a href="&#x6A;avascript&colon;alert(1)">点</a>',
      '<a href="jav&#x09;ascript:alert(1)">点</a>',
      '<scr<script>ipt>alert(1)</script>',
      '<svg/onload=alert(1)>',
      '<p style="width:expression(alert(1))">字</p>',
      '<a href="DATA:text/html;base64,PHNjcmlwdD4=">点</a>',
      '<a href="/x" title=\'" onclick="alert(1)\'>点</a>',
    ];
    for (const attack of attacks) {
      const box = parse(attack);
      expect(box.querySelector('script, svg, iframe, math, style, form, button')).toBeNull();
      for (const name of attributeNames(box)) {
        expect(['href', 'src', 'alt', 'loading', 'decoding', 'target', 'rel', 'title']).toContain(
          name,
        );
      }
      const html = box.innerHTML.toLowerCase();
      expect(box.querySelector('a[href*="script" i], img[src*="script" i]')).toBeNull();
      expect(html).not.toContain('javascript:');
      expect(html).not.toContain('onerror');
      expect(html).not.toContain('onload');
      expect(html).not.toContain('data:text');
      expect(html).not.toContain('svg+xml');
    }
  });

  it('keeps the text of unknown wrappers but drops dangerous containers whole', () => {
    expect(sanitizeHtml('<div><span>留下</span></div><script>去掉()</script>')).toBe('留下');
  });

  it('marks external links to open apart and keeps relative ones in the site', () => {
    const box = parse('<a href="https://example.com/a">外</a><a href="/notice/detail/1">内</a>');
    const [external, internal] = [...box.querySelectorAll('a')];
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toContain('noopener');
    expect(internal?.getAttribute('href')).toBe('/notice/detail/1');
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('gives images lazy loading and an alt, and keeps numeric sizes only', () => {
    const box = parse('<img src="/demo/a.png" width="800" height="abc">');
    const img = box.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('800');
    expect(img?.hasAttribute('height')).toBe(false);
  });

  it('builds the elements the browser builds from the original, where tags are left open', () => {
    const sloppy = [
      '<p>一<p>二<ul><li>甲<li>乙</ul><table><tbody><tr><td>1<td>2<tr><th>3</table>',
      '<p><b>粗<i>斜</b>体</i>',
      '<p><b>跨段<p>仍粗',
      '<a href="/1">一<a href="/2">二',
      '<ol><li><p>甲<li>乙</ol>',
      '<table><tr><td><b>格</td><td>不粗</table>',
      '<table><thead><tr><th>头<tbody><tr><td>身</table>',
      '<p>段<table><tr><td>格</table>后',
    ];
    for (const html of sloppy) {
      const original = document.createElement('div');
      original.innerHTML = html;
      expect(parse(html).innerHTML, html).toBe(original.innerHTML);
    }
  });

  it('keeps character references in text and attributes as the page would read them', () => {
    const box = parse(
      '<p>甲 &amp; 乙&nbsp;丙</p><a href="/s?a=1&amp;b=2" title="“引”&amp;">链</a>',
    );
    expect(box.querySelector('p')?.textContent).toBe('甲 & 乙\u00a0丙');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/s?a=1&b=2');
    expect(box.querySelector('a')?.getAttribute('title')).toBe('“引”&');
  });

  it('turns a content h1 into an h2: the page has its own h1', () => {
    expect(sanitizeHtml('<h1>题</h1><h6>小</h6>')).toBe('<h2>题</h2><h4>小</h4>');
  });
});

describe('URL rules', () => {
  it('allows http, https and relative links only', () => {
    expect(isSafeLinkUrl('https://a.cn')).toBe(true);
    expect(isSafeLinkUrl('http://a.cn')).toBe(true);
    expect(isSafeLinkUrl('/home')).toBe(true);
    expect(isSafeLinkUrl('mailto:a@b.cn')).toBe(false);
    expect(isSafeLinkUrl('vbscript:x')).toBe(false);
  });

  it('allows https, relative and raster data images', () => {
    expect(isSafeImageUrl('https://a.cn/a.png')).toBe(true);
    expect(isSafeImageUrl('http://a.cn/a.png')).toBe(false);
    expect(isSafeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });
});
