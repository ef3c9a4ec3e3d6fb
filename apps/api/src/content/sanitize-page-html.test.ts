import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize-page-html';

describe('sanitizePageHtml', () => {
  it('keeps the page markup: headings h2–h4, paragraphs, lists, emphasis, quotations and tables', () => {
    const html = [
      '<h2>Paiement</h2>', '<h3>Carte</h3>', '<h4>Visa</h4>', '<p>Texte <strong>fort</strong> et <em>léger</em></p>',
      '<ul><li>un</li></ul>', '<ol><li>deux</li></ol>', '<blockquote>cité</blockquote>',
      '<table><thead><tr><th scope="col">Cookie</th></tr></thead><tbody><tr><td colspan="2">consent</td></tr></tbody></table>',
    ].join('');
    expect(sanitizePageHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content, and keeps the text of other unknown elements', () => {
    const out = sanitizePageHtml('<h1>Titre</h1><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example">x</iframe><div>texte</div>');
    expect(out).toBe('Titretexte');
  });

  it('drops event handlers, inline styles and classes', () => {
    expect(sanitizePageHtml('<p onclick="steal()" style="color:red" class="x">a</p><img src="x" onerror="alert(1)">')).toBe('<p>a</p>');
  });

  it('keeps http(s), mailto, tel and site-path links, and drops javascript:, data: and protocol-relative ones', () => {
    expect(sanitizePageHtml('<a href="https://example.org/x">a</a>')).toBe('<a href="https://example.org/x">a</a>');
    expect(sanitizePageHtml('<a href="mailto:help@escapade.example">a</a>')).toBe('<a href="mailto:help@escapade.example">a</a>');
    expect(sanitizePageHtml('<a href="tel:+33176402020">a</a>')).toBe('<a href="tel:+33176402020">a</a>');
    expect(sanitizePageHtml('<a href="/fr-fr/infos/faq">a</a>')).toBe('<a href="/fr-fr/infos/faq">a</a>');
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>x</script>', '//evil.example/x', 'relative/path']) {
      expect(sanitizePageHtml(`<a href="${href}">a</a>`), href).toBe('<a>a</a>');
    }
  });

  it('keeps the anchor id of a heading, but no id that could name a script global or escape its quotes', () => {
    expect(sanitizePageHtml('<h3 id="gift-validity">Validité</h3>')).toBe('<h3 id="gift-validity">Validité</h3>');
    for (const id of ['__next_f', 'Location', 'a b', '" onmouseover="x()', '-x']) {
      expect(sanitizePageHtml(`<h2 id='${id}'>t</h2>`), id).toBe('<h2>t</h2>');
    }
    expect(sanitizePageHtml('<p id="x">t</p>')).toBe('<p>t</p>');
  });

  it('adds rel="noopener" to a link opening a new tab, and drops any other target', () => {
    expect(sanitizePageHtml('<a href="https://example.org" target="_blank">a</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitizePageHtml('<a href="https://example.org" target="_top" rel="opener">a</a>')).toBe('<a href="https://example.org">a</a>');
  });
});
