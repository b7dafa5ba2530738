import sanitizeHtml from 'sanitize-html'

/*
 * Rich text from organisers (session descriptions, speaker bios, news bodies) is HTML the pages set as innerHTML, so
 * it is cleaned with sanitize-html when it is written (import, seed) and again when it is served (a row written by
 * an older version or by hand in the database is never trusted). An allow-list: basic formatting, lists, links and
 * images; no script, style, event handler, form or frame; links only http(s), mailto and our own paths, opened in a
 * new tab without the opener; images only http(s) or our own paths.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'h3', 'h4', 'h5', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // No inline styles at all: the element's theme decides how text looks, and style is a vector (url(), expression).
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
}

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** Plain text for an .ics description or a notice: the tags gone, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote|tr)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
}
