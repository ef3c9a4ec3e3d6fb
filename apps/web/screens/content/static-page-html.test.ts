import { describe, expect, it } from 'vitest';
import { prepareStaticPageHtml } from './static-page-html';

const rebuild = (url: string) => url.replace(/^\/fr-fr/, '');

describe('prepareStaticPageHtml', () => {
  it('drops a leading h1 repeating the title: the page draws the title as its one h1', () => {
    const html = '<h1>Conditions d&#39;utilisation</h1>\n<p>L’utilisation du site…</p>';
    expect(prepareStaticPageHtml(html, "Conditions d'utilisation", rebuild)).toBe('<p>L’utilisation du site…</p>');
  });

  it('keeps a leading h1 that says something else, as an h2, and demotes every other h1', () => {
    const html = '<h1 class="x">Préambule</h1><p>Texte</p><H1>Article 1</H1>';
    expect(prepareStaticPageHtml(html, 'Conditions générales de vente', rebuild)).toBe('<h2 class="x">Préambule</h2><p>Texte</p><h2>Article 1</h2>');
  });

  it('rebuilds site paths of links for the URL mode, keeping other links and the query', () => {
    const html = '<p><a href="/fr-fr/contact?ref=faq&amp;x=1">Contact</a> <a href="https://example.org/a">Ailleurs</a> <a href="mailto:aide@example.org">Écrire</a></p>';
    expect(prepareStaticPageHtml(html, 'FAQ', rebuild)).toBe(
      '<p><a href="/contact?ref=faq&amp;x=1">Contact</a> <a href="https://example.org/a">Ailleurs</a> <a href="mailto:aide@example.org">Écrire</a></p>',
    );
  });

  it('reads attribute values whole: an href= written inside another attribute is text, and a rebuilt URL cannot leave its quotes', () => {
    const html = `<a title="voir href='/fr-fr/a'" href='/fr-fr/b'>b</a>`;
    expect(prepareStaticPageHtml(html, 'T', rebuild)).toBe(`<a title="voir href='/fr-fr/a'" href="/b">b</a>`);
    expect(prepareStaticPageHtml('<a href="/fr-fr/x">x</a>', 'T', () => '/x" onclick="alert(1)')).toBe('<a href="/x&quot; onclick=&quot;alert(1)">x</a>');
  });
});
