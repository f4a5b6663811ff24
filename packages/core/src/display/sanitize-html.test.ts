import { describe, expect, it } from 'vitest';
import { looksLikeHtml, sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps the formatting an organiser writes in a description', () => {
    const html = '<p>Nos <strong>nouveautés</strong> :</p><ul><li>Ligne <em>TR-740</em></li></ul><br/>';
    expect(sanitizeHtml(html)).toBe(
      '<p>Nos <strong>nouveautés</strong> :</p><ul><li>Ligne <em>TR-740</em></li></ul><br>',
    );
  });

  it('keeps code a Markdown abstract quotes, without its attributes', () => {
    expect(
      sanitizeHtml('<p>Run <code>make</code>:</p><pre><code class="language-sh">make\n  all</code></pre>'),
    ).toBe('<p>Run <code>make</code>:</p><pre><code>make\n  all</code></pre>');
  });

  it('removes scripts and styles with their content', () => {
    expect(sanitizeHtml('<p>Bonjour</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Bonjour</p>');
    expect(sanitizeHtml('<SCRIPT src="x.js"></SCRIPT >après')).toBe('après');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>texte')).toBe('texte');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeHtml('<img src="files/a.png" onerror="alert(1)" alt="Logo">')).toBe(
      '<img src="files/a.png" alt="Logo">',
    );
    expect(sanitizeHtml('<p onclick=\'steal()\' style="color:red">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<div onmouseover=alert(1)>x</div>')).toBe('<div>x</div>');
  });

  it('removes javascript: and data: URLs, however they are disguised', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">lien</a>')).toBe('<a>lien</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">lien</a>')).toBe('<a>lien</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">lien</a>')).toBe('<a>lien</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">lien</a>')).toBe('<a>lien</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
  });

  it("keeps images of the show's own files and drops those of any other host (a tracking pixel)", () => {
    expect(sanitizeHtml('<img src="files/assets/plan.png" alt="Plan">')).toBe(
      '<img src="files/assets/plan.png" alt="Plan">',
    );
    expect(sanitizeHtml('<img src="/files/assets/stand.webp">')).toBe('<img src="/files/assets/stand.webp">');
    for (const src of [
      'https://tracker.example/pixel.gif?visitor=42',
      'http://tracker.example/p.gif',
      '//tracker.example/p.gif',
      '/\\tracker.example/p.gif',
      '\\\\tracker.example/p.gif',
      ' //tracker.example/p.gif',
      '&#47;&#47;tracker.example/p.gif',
      'HTTPS://TRACKER.EXAMPLE/P.GIF',
    ]) {
      expect(sanitizeHtml(`<p>Stand<img src="${src}" width="1" height="1"></p>`), src).toBe('<p>Stand</p>');
    }
    expect(sanitizeHtml('<img alt="no source">')).toBe('');
  });

  it('keeps web, e-mail and phone links, opening outside the app', () => {
    expect(sanitizeHtml('<a href="https://example.org/a?b=1&c=2">site</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.fr">mail</a>')).toContain('href="mailto:a@b.fr"');
  });

  it('drops unknown tags but keeps their text, and escapes stray markup', () => {
    expect(sanitizeHtml('<font color="red">rouge</font> 3 < 4 > 2')).toBe('rouge 3 &lt; 4 &gt; 2');
    expect(sanitizeHtml('<form action="x"><input value="y">ok</form>')).toBe('ok');
    expect(sanitizeHtml('<!-- commentaire --><p>a</p><!doctype html>')).toBe('<p>a</p>');
  });

  it('cannot be tricked into emitting markup by quotes in attributes', () => {
    const out = sanitizeHtml('<a title="x&quot; onclick=&quot;alert(1)" href="https://a.fr">t</a>');
    // The would-be handler stays text inside the title: the only attributes are the allowed ones.
    expect(out).toBe(
      '<a title="x&quot; onclick=&quot;alert(1)" href="https://a.fr" target="_blank" rel="noopener noreferrer">t</a>',
    );
    expect(sanitizeHtml("<a title='\"><script>alert(1)</script>'>t</a>")).not.toContain('<script');
  });

  it('balances tags the source left open or closed twice', () => {
    expect(sanitizeHtml('<p><b>gras</p></b></div>')).toBe('<p><b>gras</b></p>');
    expect(sanitizeHtml('<ul><li>un')).toBe('<ul><li>un</li></ul>');
  });

  it('keeps entities and plain text as they are', () => {
    expect(sanitizeHtml('Caf&eacute; &amp; th&#233; — 12 rue du Moulin')).toBe(
      'Caf&eacute; &amp; th&#233; — 12 rue du Moulin',
    );
  });
});

describe('looksLikeHtml', () => {
  it('tells an HTML address from a plain one', () => {
    expect(looksLikeHtml('12 rue du Moulin<br>94150 Rungis')).toBe(true);
    expect(looksLikeHtml('12 rue du Moulin, 94150 Rungis')).toBe(false);
  });
});
