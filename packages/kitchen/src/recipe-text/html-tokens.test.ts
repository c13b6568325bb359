import { describe, expect, it } from 'vitest';
import { decodeEntities, walkHtml, type HtmlToken } from './html-tokens';
import { htmlToText, pageText } from './html-text';

function tokens(html: string): HtmlToken[] {
  const out: HtmlToken[] = [];
  walkHtml(html, (token) => {
    out.push(token);
    return undefined;
  });
  return out;
}

describe('html tokens and text', () => {
  it('decodes named, decimal and hex entities, and leaves unknown ones', () => {
    expect(decodeEntities('1 &frac12; cups &amp; 350&deg;F &#39;ok&#x27; &nbsp;&bogus; &#0; &#x110000;')).toBe("1 ½ cups & 350°F 'ok'  &bogus;  ");
  });

  it('reads tags, attributes in any quoting, raw text and skips comments', () => {
    expect(tokens('<p class=a data-x="1 > 2" title=\'t\'>Hi<!-- no --><br/><script>if (a<b) {}</script></p>')).toEqual([
      { kind: 'open', name: 'p', attrs: { class: 'a', 'data-x': '1 > 2', title: 't' }, selfClosing: false },
      { kind: 'text', text: 'Hi', raw: false },
      { kind: 'open', name: 'br', attrs: {}, selfClosing: true },
      { kind: 'open', name: 'script', attrs: {}, selfClosing: false },
      { kind: 'text', text: 'if (a<b) {}', raw: true },
      { kind: 'close', name: 'script' },
      { kind: 'close', name: 'p' },
    ]);
  });

  it('turns a fragment into plain text, dropping scripts and tags written as entities', () => {
    expect(htmlToText('Best <script>alert(1)</script><b>Brownies</b> &lt;i&gt;ever&lt;/i&gt;')).toBe('Best Brownies ever');
    expect(htmlToText('<p>One</p><p>Two &amp; three</p>')).toBe('One Two & three');
  });

  it('reads a page’s visible lines and its h1, leaving out menus, headers, footers and asides', () => {
    const page = pageText('<header><h1>Pie</h1><nav>Home</nav></header><main><p>Crust</p><aside>Ads</aside><ul><li>1 cup flour<li>Salt</ul></main><footer>©</footer>');
    expect(page).toEqual({ lines: ['Crust', '1 cup flour', 'Salt'], h1: 'Pie' });
  });
});
