/**
 * The static page's HTML as the page draws it. The API has sanitised it (no script, style, event
 * handler or `javascript:` URL); this only reshapes what the page itself owns:
 * - the page draws the title as its one h1, so a leading h1 repeating the title goes and any
 *   other h1 becomes an h2;
 * - links written as single-host paths (`/fr-fr/contact`) are rebuilt for the URL mode.
 */
export function prepareStaticPageHtml(html: string, title: string, rewriteHref: (url: string) => string): string {
  return rewriteLinks(demoteHeadingsOne(withoutLeadingTitle(html, title)), rewriteHref);
}

const LEADING_H1 = /^\s*<h1\b[^>]*>([\s\S]*?)<\/h1\s*>\s*/i;

function withoutLeadingTitle(html: string, title: string): string {
  const match = LEADING_H1.exec(html);
  if (!match) return html;
  return sameText(textOf(match[1] ?? ''), title) ? html.slice(match[0].length) : html;
}

function demoteHeadingsOne(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2');
}

/** An `<a …>` tag, its quoted attribute values read whole (a `>` or `href=` inside one is text). */
const ANCHOR_TAG = /<a\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
/** One attribute of a tag: name, then a double-quoted, single-quoted or bare value, if any. */
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(?:(\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function rewriteLinks(html: string, rewriteHref: (url: string) => string): string {
  return html.replace(ANCHOR_TAG, (_tag, attributes: string) => {
    const rewritten = attributes.replace(ATTRIBUTE, (whole: string, space: string, name: string, equals?: string, doubleQuoted?: string, singleQuoted?: string, bare?: string) => {
      if (name.toLowerCase() !== 'href' || equals === undefined) return whole;
      const url = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? '');
      // Only site paths are rebuilt; an absolute URL, mailto: or tel: stays as written.
      if (!url.startsWith('/') || url.startsWith('//')) return whole;
      return `${space}${name}="${encodeAttribute(rewriteHref(url))}"`;
    });
    return `<a${rewritten}>`;
  });
}

function textOf(fragment: string): string {
  return decodeEntities(fragment.replace(/<[^>]*>/g, ''));
}

function sameText(a: string, b: string): boolean {
  const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return normalize(a) === normalize(b);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function encodeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
