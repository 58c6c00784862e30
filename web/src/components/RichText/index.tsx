import { lazy, Suspense } from 'react'
import type { RichTextEditorProps } from './Editor'

export { default as RichTextView } from './View'
export type { RichTextEditorProps }

const Editor = lazy(() => import('./Editor'))

/**
 * The rich-text editor as a form control, loaded when first shown (the editor and ProseMirror stay
 * out of every page that does not edit rich text).
 */
export function RichTextInput(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="rich-text-editor" style={{ minHeight: 200 }} />}>
      <Editor {...props} />
    </Suspense>
  )
}
