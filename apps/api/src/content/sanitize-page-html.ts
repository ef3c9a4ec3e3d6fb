import sanitizeHtml from 'sanitize-html';

/**
 * What a static page may contain: headings h2–h4 (the page's h1 is its title) with their anchors, paragraphs, lists,
 * emphasis, links, quotations and simple tables. Everything else is dropped; the text of an unknown
 * element is kept, the content of a script, style, frame or form control is not.
 */
const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

const DISCARDED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'select', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'title',
];

/** Absolute web links, e-mail and phone links, and site paths (`/fr-fr/…`, never protocol-relative `//host`). */
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** Keeps an allowed link; a link opening a new tab gets `rel="noopener"` so the page it opens cannot reach back to ours. */
function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { href, target, title } = attribs;
  const kept: sanitizeHtml.Attributes = {};
  if (href !== undefined && ALLOWED_HREF.test(href.trim())) kept.href = href.trim();
  if (title !== undefined) kept.title = title;
  if (target === '_blank' && kept.href !== undefined) {
    kept.target = '_blank';
    kept.rel = 'noopener noreferrer';
  }
  return { tagName, attribs: kept };
}

/**
 * A heading may carry an id, the anchor other pages link to (`/fr-fr/infos/faq#gift-validity`):
 * lowercase words and hyphens only, so it can name no script global or built-in property.
 */
const ANCHOR_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function transformHeading(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const id = attribs.id;
  return { tagName, attribs: id !== undefined && id.length <= 64 && ANCHOR_ID.test(id) ? { id } : {} };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    a: ['href', 'target', 'rel', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DISCARDED_WITH_CONTENT,
  transformTags: { a: transformLink, h2: transformHeading, h3: transformHeading, h4: transformHeading },
};

/**
 * A static page's HTML made safe to insert into the site's pages: no script, style, frame, event
 * handler or `javascript:` URL can come through, whatever an editor (or an attacker with an
 * editor's token) stored.
 */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
