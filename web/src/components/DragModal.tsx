import { CompressOutlined, ExpandOutlined } from '@ant-design/icons'
import { Modal, type ModalProps } from 'antd'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Spec §9: default width 70 %, smallest size when resizing 180 px. */
const DEFAULT_WIDTH = '70%'
const MIN_SIZE = 180

export interface DragModalProps extends ModalProps {
  /** Offer the maximise / restore button (default true). */
  maximizable?: boolean
  /** Open maximised. */
  defaultMaximized?: boolean
  /** Let the user resize from the lower right corner (default true). */
  resizable?: boolean
}

/**
 * The shared modal (spec §2): normal or maximised, dragged by its title, resized by its corner.
 * Position and size reset each time it opens.
 */
export default function DragModal({
  maximizable = true,
  defaultMaximized = false,
  resizable = true,
  width = DEFAULT_WIDTH,
  title,
  open,
  className,
  styles,
  modalRender,
  ...rest
}: DragModalProps) {
  const { t } = useTranslation()
  const [max, setMax] = useState(defaultMaximized)
  const [offset, setOffset] = useState({ x: 0, y: 0 })
  const [size, setSize] = useState<{ w: number; h: number } | null>(null)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    setOffset({ x: 0, y: 0 })
    setSize(null)
    setMax(defaultMaximized)
  }, [open, defaultMaximized])

  const startDrag = (e: React.PointerEvent) => {
    if (max || e.button !== 0 || (e.target as HTMLElement).closest('button')) return
    const from = { x: e.clientX - offset.x, y: e.clientY - offset.y }
    const move = (ev: PointerEvent) =>
      setOffset({ x: ev.clientX - from.x, y: Math.max(ev.clientY - from.y, -80) })
    const up = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
  }

  const startResize = (e: React.PointerEvent) => {
    e.preventDefault()
    const box = panel.current?.getBoundingClientRect()
    if (!box) return
    const from = { x: e.clientX, y: e.clientY, w: box.width, h: box.height }
    const move = (ev: PointerEvent) =>
      setSize({
        w: Math.max(MIN_SIZE, from.w + (ev.clientX - from.x)),
        h: Math.max(MIN_SIZE, from.h + (ev.clientY - from.y)),
      })
    const up = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
  }

  const header: ReactNode = (
    <div className="drag-modal-title" onPointerDown={startDrag} data-testid="drag-modal-title">
      <span className="drag-modal-title-text">{title}</span>
      {maximizable && (
        <button
          type="button"
          className="drag-modal-max"
          onClick={() => setMax((m) => !m)}
          aria-label={max ? t('modal.restore') : t('modal.maximize')}
          title={max ? t('modal.restore') : t('modal.maximize')}
          data-testid="drag-modal-max"
        >
          {max ? <CompressOutlined /> : <ExpandOutlined />}
        </button>
      )}
    </div>
  )

  return (
    <Modal
      {...rest}
      open={open}
      title={header}
      width={max ? '100vw' : (size?.w ?? width)}
      className={['drag-modal', max && 'is-max', className].filter(Boolean).join(' ')}
      styles={{
        ...styles,
        body: {
          overflow: 'auto',
          ...(size && !max ? { height: size.h - 110, maxHeight: 'none' } : {}),
          ...(max ? { height: 'calc(100vh - 110px)' } : {}),
          ...(typeof styles === 'object' ? styles?.body : undefined),
        },
      }}
      modalRender={(node) => {
        const inner = modalRender ? modalRender(node) : node
        return (
          <div
            ref={panel}
            className="drag-modal-panel"
            style={max ? undefined : { transform: `translate(${offset.x}px, ${offset.y}px)` }}
            data-testid="drag-modal"
          >
            {inner}
            {resizable && !max && (
              <span
                className="drag-modal-resize"
                onPointerDown={startResize}
                // A pointer's handle (the keyboard has maximise): named for the mouse, hidden from
                // assistive technology (a name on an element without a role is not allowed).
                title={t('modal.resize')}
                aria-hidden="true"
                data-testid="drag-modal-resize"
              />
            )}
          </div>
        )
      }}
    />
  )
}
