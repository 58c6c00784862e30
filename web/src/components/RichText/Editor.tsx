import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Button, Tooltip } from 'antd'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import './richText.css'

export interface RichTextEditorProps {
  /** HTML (a form field's value). */
  value?: string | null
  onChange?: (html: string) => void
  /**
   * Stores an image and answers its URL. Without it the editor offers no image button; the file
   * storage (issue 9) wires it for news and products.
   */
  uploadImage?: (file: File) => Promise<string>
  placeholder?: string
  'data-testid'?: string
  id?: string
}

/** An empty document as the editor writes it. */
const EMPTY = '<p></p>'

/**
 * The rich-text editor of the back-office (TipTap on ProseMirror): the toolbar is ours, so its
 * labels follow the interface language; what it writes is cleaned again by the server on save.
 */
export default function RichTextEditor({
  value,
  onChange,
  uploadImage,
  placeholder,
  id,
  'data-testid': testId,
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const fileInput = useRef<HTMLInputElement>(null)
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value || '',
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'rich-text rich-text-input',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(placeholder ? { 'aria-placeholder': placeholder, 'data-placeholder': placeholder } : {}),
        ...(id ? { id } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML()
      onChange?.(html === EMPTY ? '' : html)
    },
  })
  // A value set from outside (the form opening on another record) replaces the document. An editor
  // replaced or destroyed meanwhile (the form closing) has no schema left: getHTML would throw.
  useEffect(() => {
    if (editor.isDestroyed) return
    const current = editor.getHTML()
    const next = value || ''
    if (next !== current && !(next === '' && current === EMPTY))
      editor.commands.setContent(next, { emitUpdate: false })
  }, [editor, value])
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  })

  const tool = (
    key: string,
    label: string,
    icon: ReactNode,
    run: () => void,
    pressed?: boolean,
    disabled?: boolean,
  ) => (
    <Tooltip key={key} title={label}>
      <Button
        type={pressed ? 'primary' : 'text'}
        ghost={pressed}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  )
  const chain = () => editor.chain().focus()
  const setLink = () => {
    const prev = editor.getAttributes('link').href as string | undefined
    const href = window.prompt(t('admin.richText.linkPrompt'), prev ?? 'https://')
    if (href === null) return
    if (!href.trim()) chain().extendMarkRange('link').unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }

  return (
    <div className="rich-text-editor">
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('admin.richText.toolbar')}>
        {tool('b', t('admin.richText.bold'), <BoldOutlined />, () => chain().toggleBold().run(), active.bold)}
        {tool(
          'i',
          t('admin.richText.italic'),
          <ItalicOutlined />,
          () => chain().toggleItalic().run(),
          active.italic,
        )}
        {tool(
          'u',
          t('admin.richText.underline'),
          <UnderlineOutlined />,
          () => chain().toggleUnderline().run(),
          active.underline,
        )}
        {tool(
          's',
          t('admin.richText.strike'),
          <StrikethroughOutlined />,
          () => chain().toggleStrike().run(),
          active.strike,
        )}
        {tool(
          'h',
          t('admin.richText.heading'),
          <span className="rich-text-h">H</span>,
          () => chain().toggleHeading({ level: 2 }).run(),
          active.h2,
        )}
        {tool(
          'ul',
          t('admin.richText.bulletList'),
          <UnorderedListOutlined />,
          () => chain().toggleBulletList().run(),
          active.bullet,
        )}
        {tool(
          'ol',
          t('admin.richText.orderedList'),
          <OrderedListOutlined />,
          () => chain().toggleOrderedList().run(),
          active.ordered,
        )}
        {tool('a', t('admin.richText.link'), <LinkOutlined />, setLink, active.link)}
        {uploadImage &&
          tool('img', t('admin.richText.image'), <PictureOutlined />, () => fileInput.current?.click())}
        {tool(
          'undo',
          t('admin.richText.undo'),
          <UndoOutlined />,
          () => chain().undo().run(),
          false,
          !active.undo,
        )}
        {tool(
          'redo',
          t('admin.richText.redo'),
          <RedoOutlined />,
          () => chain().redo().run(),
          false,
          !active.redo,
        )}
        {uploadImage && (
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            // antd's form styles show file inputs (display: block) over the attribute.
            style={{ display: 'none' }}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file)
                void uploadImage(file)
                  .then((src) => chain().setImage({ src, alt: file.name }).run())
                  .catch(() => undefined)
            }}
          />
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
