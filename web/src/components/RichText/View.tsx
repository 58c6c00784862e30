import './richText.css'

/**
 * Shows rich text the server has sanitised on save (core/richText: an allow-list, no scripts or event
 * handlers), so it is set as HTML; the page's CSP would refuse inline script besides.
 */
export default function RichTextView({
  html,
  className,
  ...rest
}: {
  html: string | null | undefined
  className?: string
  'data-testid'?: string
}) {
  return (
    <div
      className={`rich-text${className ? ` ${className}` : ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save (core/richText)
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
      {...rest}
    />
  )
}
