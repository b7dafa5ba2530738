import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'

/*
 * Session descriptions, speaker bios and news bodies are the organiser's HTML. The server cleans them (sanitize-html, docs/conference.md)
 * when they are imported and served; the page cleans them again with DOMPurify before setting them, so a server bug,
 * an old row or a proxy that rewrites answers can never run script in the host page. The allow-list is the server's:
 * text, headings, lists, tables, links and images; no style, no event handler, no form, frame or svg.
 */

const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'blockquote', 'code', 'pre',
  'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'a', 'img', 'span', 'div', 'hr',
]
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'target', 'rel']
/** http(s) and mailto links, http(s) images and our own paths; never javascript:, data: or vbscript:. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/))/i

let purifier: Purifier | null = null

function instance(): Purifier {
  if (purifier) return purifier
  // An instance of its own: the hooks below must not change how another library on the host page uses DOMPurify.
  const own = DOMPurify(window)
  own.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name)
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name)
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Links leave the page: in a new tab that cannot reach back into it.
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  purifier = own
  return own
}

/** The organiser's HTML with everything that could run, restyle or send a form taken out. */
export function cleanHtml(html: string): string {
  if (!html) return ''
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false })
}
