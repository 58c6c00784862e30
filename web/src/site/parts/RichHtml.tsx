/**
 * Content HTML as the server sanitised it on save. Its images load lazily and keep to the width of
 * the text (the same change on server and browser, so hydration matches).
 */
export default function RichHtml({ html, className }: { html: string | null; className?: string }) {
  if (!html) return null
  const lazy = html.replace(/<img\b(?![^>]*\bloading=)/gi, '<img loading="lazy" decoding="async"')
  const inner = { __html: lazy }
  return (
    <div
      className={className ? `rich ${className}` : 'rich'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when it was saved
      dangerouslySetInnerHTML={inner}
    />
  )
}
