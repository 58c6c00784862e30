import sanitizeHtml from 'sanitize-html'

/**
 * Rich text from the editor (messages, notices; news and products later) is cleaned on save with an
 * allow-list: what the editor can produce survives, anything else (scripts, event handlers, styles,
 * iframes, javascript: links) is dropped, so a reader's browser never runs what a writer typed.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images may be stored files (relative URLs) or pasted data URLs; an <img> never runs script.
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link leaving the site gets no handle on the opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: '_blank' } : {}), rel: 'noopener noreferrer' },
    }),
  },
}

/** The stored form of rich text: sanitised HTML, or null when nothing visible is left. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return null
  const clean = sanitizeHtml(html, options).trim()
  if (!clean) return null
  // An editor's empty document is `<p></p>`: store it as nothing.
  return richTextIsEmpty(clean) ? null : clean
}

/** Whether sanitised HTML shows nothing (no text and no image). */
export function richTextIsEmpty(html: string): boolean {
  return !/<img\b/i.test(html) && sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === ''
}
